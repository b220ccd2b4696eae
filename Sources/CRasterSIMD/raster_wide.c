// AVX2 kernels of raster_wide.h; each mirrors a Swift kernel in Sources/Raster, lane for lane.
#include "raster_wide.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

#define WIDE __attribute__((target("avx2")))

int raster_wide_available(void) {
    static int known = -1;
    if (known < 0) {
        __builtin_cpu_init();
        known = __builtin_cpu_supports("avx2") ? 1 : 0;
    }
    return known;
}

/// Texel pairs `a` (low lane) and `b` (high lane) as Q15-ready words (`value << 8`).
WIDE static inline __m256i wide_pairs(const uint32_t *a, const uint32_t *b) {
    __m128i p = _mm_loadl_epi64((const __m128i *)a);
    p = _mm_castpd_si128(_mm_loadh_pd(_mm_castsi128_pd(p), (const double *)b));
    return _mm256_slli_epi16(_mm256_cvtepu8_epi16(p), 8);
}

/// Each 128-bit lane's low four words plus its high four, in the lane's low 64 bits.
WIDE static inline __m256i wide_fold(__m256i m) {
    return _mm256_add_epi16(m, _mm256_shuffle_epi32(m, 0x4E));
}

WIDE long raster_wide_horizontal_pairs(const uint32_t *source, const int32_t *starts, const uint16_t *weight_pairs,
                                       long count, uint16_t *h) {
    long k = 0;
    for (; k + 4 <= count; k += 4) {
        __m256i w01 = _mm256_loadu_si256((const __m256i *)(weight_pairs + 8 * k));
        __m256i w23 = _mm256_loadu_si256((const __m256i *)(weight_pairs + 8 * k + 16));
        __m256i s01 = wide_fold(_mm256_mulhi_epu16(wide_pairs(source + starts[k], source + starts[k + 1]), w01));
        __m256i s23 = wide_fold(_mm256_mulhi_epu16(wide_pairs(source + starts[k + 2], source + starts[k + 3]), w23));
        // Qwords (k, k + 2 | k + 1, k + 3), then in order.
        __m256i mixed = _mm256_unpacklo_epi64(s01, s23);
        _mm256_storeu_si256((__m256i *)(h + 4 * k), _mm256_permute4x64_epi64(mixed, 0xD8));
    }
    return k;
}

WIDE long raster_wide_horizontal_unit_step(const uint32_t *source, uint16_t w0, uint16_t w1, long count,
                                           uint16_t *h) {
    long k = 0;
    if (w1 == 0) {
        for (; k + 4 <= count; k += 4) {
            __m256i t = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(source + k)));
            _mm256_storeu_si256((__m256i *)(h + 4 * k), _mm256_slli_epi16(t, 7));
        }
        return k;
    }
    __m256i a = _mm256_set1_epi16((short)w0), b = _mm256_set1_epi16((short)w1);
    for (; k + 4 <= count; k += 4) {
        __m256i t0 = _mm256_slli_epi16(_mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(source + k))), 8);
        __m256i t1 = _mm256_slli_epi16(_mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(source + k + 1))), 8);
        __m256i s = _mm256_add_epi16(_mm256_mulhi_epu16(t0, a), _mm256_mulhi_epu16(t1, b));
        _mm256_storeu_si256((__m256i *)(h + 4 * k), s);
    }
    return k;
}

/// Q7 words of pixels (k ..< k + 4) and (k + 4 ..< k + 8) rounded to bytes, in order.
WIDE static inline __m256i wide_round_pack(__m256i lo, __m256i hi) {
    __m256i half = _mm256_set1_epi16(64);
    __m256i a = _mm256_srli_epi16(_mm256_add_epi16(lo, half), 7);
    __m256i b = _mm256_srli_epi16(_mm256_add_epi16(hi, half), 7);
    return _mm256_permute4x64_epi64(_mm256_packus_epi16(a, b), 0xD8);
}

WIDE long raster_wide_two_rows_copy(const uint16_t *row0, const uint16_t *row1, uint16_t w0, uint16_t w1, long count,
                                    uint32_t *out) {
    __m256i a = _mm256_set1_epi16((short)w0), b = _mm256_set1_epi16((short)w1);
    long k = 0;
    for (; k + 8 <= count; k += 8) {
        const uint16_t *p0 = row0 + 4 * k, *p1 = row1 + 4 * k;
        __m256i lo = _mm256_add_epi16(
            _mm256_mulhi_epu16(_mm256_slli_epi16(_mm256_loadu_si256((const __m256i *)p0), 1), a),
            _mm256_mulhi_epu16(_mm256_slli_epi16(_mm256_loadu_si256((const __m256i *)p1), 1), b));
        __m256i hi = _mm256_add_epi16(
            _mm256_mulhi_epu16(_mm256_slli_epi16(_mm256_loadu_si256((const __m256i *)(p0 + 16)), 1), a),
            _mm256_mulhi_epu16(_mm256_slli_epi16(_mm256_loadu_si256((const __m256i *)(p1 + 16)), 1), b));
        _mm256_storeu_si256((__m256i *)(out + k), wide_round_pack(lo, hi));
    }
    return k;
}

WIDE long raster_wide_vertical_sums(const uint32_t *const *rows, const uint16_t *weights, long taps, long count,
                                    uint16_t *v) {
    if (taps < 1 || taps > 32) return 0;
    __m256i w[32];
    for (long t = 0; t < taps; t++) w[t] = _mm256_set1_epi16((short)weights[t]);
    long x = 0;
    for (; x + 4 <= count; x += 4) {
        __m256i sum = _mm256_setzero_si256();
        for (long t = 0; t < taps; t++) {
            __m256i texels = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(rows[t] + x)));
            sum = _mm256_add_epi16(sum, _mm256_mulhi_epu16(_mm256_slli_epi16(texels, 8), w[t]));
        }
        _mm256_storeu_si256((__m256i *)(v + 4 * x), sum);
    }
    return x;
}

WIDE long raster_wide_one_row_copy(const uint16_t *row, long count, uint32_t *out) {
    long k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i lo = _mm256_loadu_si256((const __m256i *)(row + 4 * k));
        __m256i hi = _mm256_loadu_si256((const __m256i *)(row + 4 * k + 16));
        _mm256_storeu_si256((__m256i *)(out + k), wide_round_pack(lo, hi));
    }
    return k;
}

#else

int raster_wide_available(void) { return 0; }
long raster_wide_horizontal_pairs(const uint32_t *source, const int32_t *starts, const uint16_t *weight_pairs,
                                  long count, uint16_t *h) { return 0; }
long raster_wide_horizontal_unit_step(const uint32_t *source, uint16_t w0, uint16_t w1, long count, uint16_t *h) {
    return 0;
}
long raster_wide_two_rows_copy(const uint16_t *row0, const uint16_t *row1, uint16_t w0, uint16_t w1, long count,
                               uint32_t *out) { return 0; }
long raster_wide_vertical_sums(const uint32_t *const *rows, const uint16_t *weights, long taps, long count,
                               uint16_t *v) { return 0; }
long raster_wide_one_row_copy(const uint16_t *row, long count, uint32_t *out) { return 0; }

#endif
