// The page curl's runs (see include/raster_curl.h). Three loops compute the same pixels
// bit for bit: a baseline SSE2 one pixel pair at a time, an AVX2 one two pairs at a time,
// and, for a walk along whole texels with a fixed fraction (a straight turn: every pixel
// has the same weights), one four pixels at a time from unaligned row loads.
#include "raster_curl.h"
#include <math.h>

#if defined(__x86_64__) && defined(__SSE2__)
#include <immintrin.h>
#define CURL_X86 1
#endif

// MARK: Scalar arithmetic, shared by every loop and used as is where no SIMD exists.

/// A 32.32 position clamped to 0...hi (the last texel's full weight from hi - 2^-32 on):
/// the first texel and the Q15 weight of the second.
static inline void curl_axis(int64_t p, int hi, long *first, unsigned *weight) {
    if (hi <= 0) {
        *first = 0;
        *weight = 0;
        return;
    }
    int64_t top = ((int64_t)hi << 32) - 1;
    int64_t c = p < 0 ? 0 : (p > top ? top : p);
    *first = (long)(c >> 32);
    *weight = (unsigned)(((c & 0xFFFFFFFFll) + (1 << 16)) >> 17);
}

/// True when `p` needs no clamping (0 <= p < hi << 32).
static inline int curl_in_range(int64_t p, int hi) {
    return p >= 0 && p < ((int64_t)hi << 32);
}

#if CURL_X86

/// Weights `a` in lanes 0...3 and `b` in lanes 4...7.
static inline __m128i curl_pair(unsigned a, unsigned b) {
    __m128i x = _mm_cvtsi32_si128((int)(a | (b << 16)));
    x = _mm_shufflelo_epi16(x, 0x50); // a a b b
    return _mm_unpacklo_epi32(x, x);  // a a a a b b b b
}

/// Q7 colour of one pixel (lanes 0...3; lanes 4...7 hold its bottom row's blend, to be
/// folded): the two texel pairs at `top` and `bottom` blended by the weights.
static inline __m128i curl_bilinear_pair(const uint32_t *top, const uint32_t *bottom, long step, __m128i horizontal,
                                          __m128i vertical) {
    __m128i zero = _mm_setzero_si128();
    __m128i t = _mm_unpacklo_epi32(_mm_cvtsi32_si128((int)top[0]), _mm_cvtsi32_si128((int)top[step]));
    __m128i b = _mm_unpacklo_epi32(_mm_cvtsi32_si128((int)bottom[0]), _mm_cvtsi32_si128((int)bottom[step]));
    __m128i ht = _mm_mulhi_epu16(_mm_unpacklo_epi8(zero, t), horizontal);
    __m128i hb = _mm_mulhi_epu16(_mm_unpacklo_epi8(zero, b), horizontal);
    // (top blend, bottom blend): the low halves plus the high halves.
    __m128i h = _mm_add_epi16(_mm_unpacklo_epi64(ht, hb), _mm_unpackhi_epi64(ht, hb));
    return _mm_mulhi_epu16(_mm_slli_epi16(h, 1), vertical);
}

/// Two pixels' vertical halves (from `curl_bilinear_pair`) folded: pixel a in lanes 0...3, b in 4...7.
static inline __m128i curl_fold(__m128i a, __m128i b) {
    return _mm_add_epi16(_mm_unpacklo_epi64(a, b), _mm_unpackhi_epi64(a, b));
}

/// Q7 pixels toned: colour lanes times `multiply` plus alpha times `add`.
static inline __m128i curl_tone(__m128i s, __m128i multiply, __m128i add) {
    __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0xFF), 0xFF);
    return _mm_add_epi16(_mm_mulhi_epu16(_mm_slli_epi16(s, 1), multiply),
                         _mm_mulhi_epu16(_mm_slli_epi16(alpha, 1), add));
}

/// Q7 pixels `s` over the bytes `d` (two pixels, low half), Q7 (the image kernels' source-over).
static inline __m128i curl_over(__m128i s, __m128i d) {
    __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0xFF), 0xFF);
    __m128i inverse = _mm_sub_epi16(_mm_set1_epi16(255 << 7), alpha);
    __m128i y = _mm_add_epi16(inverse, _mm_srli_epi16(inverse, 8));
    return _mm_add_epi16(s, _mm_mulhi_epu16(_mm_unpacklo_epi8(_mm_setzero_si128(), d), y));
}

/// Q7 to bytes, rounded (two pixels in the low 8 bytes, or four from two registers).
static inline __m128i curl_bytes(__m128i low, __m128i high) {
    __m128i half = _mm_set1_epi16(64);
    return _mm_packus_epi16(_mm_srli_epi16(_mm_add_epi16(low, half), 7), _mm_srli_epi16(_mm_add_epi16(high, half), 7));
}

/// One pixel of an affine walk, Q7 halves (see `curl_bilinear_pair`).
static inline __m128i curl_affine_pixel(const raster_curl_level *l, int64_t u, int64_t v) {
    long i, j;
    unsigned wx, wy;
    curl_axis(u, l->hiX, &i, &wx);
    curl_axis(v, l->hiY, &j, &wy);
    const uint32_t *top = l->pixels + j * l->stride + i;
    const uint32_t *bottom = l->hiY > 0 ? top + l->stride : top;
    return curl_bilinear_pair(top, bottom, l->hiX > 0 ? 1 : 0, curl_pair(32768 - wx, wx), curl_pair(32768 - wy, wy));
}

/// Stores or composites two Q7 pixels at `out` (`count` 1 or 2).
static inline void curl_put(uint32_t *out, int count, __m128i s, int opaque) {
    if (!opaque) {
        __m128i d = count == 2 ? _mm_loadl_epi64((const __m128i *)out) : _mm_cvtsi32_si128((int)out[0]);
        s = curl_over(s, d);
    }
    __m128i bytes = curl_bytes(s, s);
    if (count == 2) {
        _mm_storel_epi64((__m128i *)out, bytes);
    } else {
        out[0] = (uint32_t)_mm_cvtsi128_si32(bytes);
    }
}

static void curl_affine_baseline(uint32_t *out, long count, const raster_curl_level *l, int64_t u, int64_t v,
                                 int64_t du, int64_t dv, __m128i multiply, __m128i add, int opaque) {
    long k = 0;
    for (; k + 2 <= count; k += 2) {
        __m128i a = curl_affine_pixel(l, u, v);
        __m128i b = curl_affine_pixel(l, u + du, v + dv);
        u += 2 * du;
        v += 2 * dv;
        curl_put(out + k, 2, curl_tone(curl_fold(a, b), multiply, add), opaque);
    }
    if (k < count) {
        __m128i a = curl_affine_pixel(l, u, v);
        curl_put(out + k, 1, curl_tone(curl_fold(a, _mm_setzero_si128()), multiply, add), opaque);
    }
}

/// Four pixels' texel-pair weights (positions in 64-bit lanes, `curl_axis`'s Q15 weight of
/// each) as `curl_pair` lanes: pixels 0 and 2 in `first` (one a 128-bit half), 1 and 3 in
/// `second`.
__attribute__((target("avx2"))) static inline void curl_pairs4(__m256i positions, __m256i *first,
                                                                __m256i *second) {
    __m256i w = _mm256_srli_epi64(_mm256_add_epi64(_mm256_and_si256(positions, _mm256_set1_epi64x(0xFFFFFFFFll)),
                                                   _mm256_set1_epi64x(1 << 16)), 17);
    __m256i both = _mm256_or_si256(_mm256_sub_epi64(_mm256_set1_epi64x(32768), w), _mm256_slli_epi64(w, 16));
    __m256i x = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(both, 0x50), 0x50); // 32768 - w twice, w twice
    *first = _mm256_unpacklo_epi32(x, x);
    *second = _mm256_unpackhi_epi32(x, x);
}

/// One pixel's two texel pairs (top, then bottom) in a 128-bit half.
static inline __m128i curl_texel_pairs(const uint32_t *top, long stride) {
    return _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)top), _mm_loadl_epi64((const __m128i *)(top + stride)));
}

/// Q7 halves (`curl_bilinear_pair`) of two pixels, one a 128-bit half: texel pairs `p`,
/// weights `horizontal` and `vertical`.
__attribute__((target("avx2"))) static inline __m256i curl_bilinear2(__m256i p, __m256i horizontal, __m256i vertical) {
    const __m256i zero = _mm256_setzero_si256();
    __m256i ht = _mm256_mulhi_epu16(_mm256_unpacklo_epi8(zero, p), horizontal);
    __m256i hb = _mm256_mulhi_epu16(_mm256_unpackhi_epi8(zero, p), horizontal);
    __m256i hh = _mm256_add_epi16(_mm256_unpacklo_epi64(ht, hb), _mm256_unpackhi_epi64(ht, hb));
    return _mm256_mulhi_epu16(_mm256_slli_epi16(hh, 1), vertical);
}

/// The AVX2 walk: the baseline's arithmetic on two pixels per 256-bit register, four pixels'
/// weights worked out in 64-bit lanes at once.
__attribute__((target("avx2"))) static void curl_affine_avx2(uint32_t *out, long count, const raster_curl_level *l,
                                                             int64_t u, int64_t v, int64_t du, int64_t dv,
                                                             __m128i multiply, __m128i add, int opaque) {
    long k = 0;
    // Whole texel pairs (no clamping, a second column and row) only; the rest as the baseline.
    if (l->hiX > 0 && l->hiY > 0) {
        const __m256i m2 = _mm256_broadcastsi128_si256(multiply), a2 = _mm256_broadcastsi128_si256(add);
        const __m256i half = _mm256_set1_epi16(64), opaqueLevel = _mm256_set1_epi16(255 << 7);
        // k * du and k * dv for k = 0...3 (wrapping 64-bit products, as the scalar sums wrap).
        const __m256i du4 = _mm256_setr_epi64x(0, du, 2 * du, 3 * du), dv4 = _mm256_setr_epi64x(0, dv, 2 * dv, 3 * dv);
        const uint32_t *base = l->pixels;
        const long stride = l->stride;
        while (k + 4 <= count) {
            int64_t u3 = u + 3 * du, v3 = v + 3 * dv;
            if (!(curl_in_range(u, l->hiX) && curl_in_range(v, l->hiY) && curl_in_range(u3, l->hiX)
                  && curl_in_range(v3, l->hiY))) {
                break;
            }
            // A leaning walk crosses a row of texels every pixel or two: ask for the lines
            // eight pixels on while these are blended.
            if (k + 12 <= count) {
                for (int e = 0; e < 4; e += 2) {
                    const uint32_t *ahead = base + ((v + (8 + e) * dv) >> 32) * stride + ((u + (8 + e) * du) >> 32);
                    raster_prefetch(ahead);
                    raster_prefetch(ahead + stride);
                }
            }
            __m256i hA, hB, vA, vB;
            curl_pairs4(_mm256_add_epi64(_mm256_set1_epi64x(u), du4), &hA, &hB);
            curl_pairs4(_mm256_add_epi64(_mm256_set1_epi64x(v), dv4), &vA, &vB);
            const uint32_t *t0 = base + (v >> 32) * stride + (u >> 32);
            const uint32_t *t1 = base + ((v + dv) >> 32) * stride + ((u + du) >> 32);
            const uint32_t *t2 = base + ((v + 2 * dv) >> 32) * stride + ((u + 2 * du) >> 32);
            const uint32_t *t3 = base + (v3 >> 32) * stride + (u3 >> 32);
            __m256i pA = _mm256_inserti128_si256(_mm256_castsi128_si256(curl_texel_pairs(t0, stride)),
                                                 curl_texel_pairs(t2, stride), 1);
            __m256i pB = _mm256_inserti128_si256(_mm256_castsi128_si256(curl_texel_pairs(t1, stride)),
                                                 curl_texel_pairs(t3, stride), 1);
            __m256i sA = curl_bilinear2(pA, hA, vA), sB = curl_bilinear2(pB, hB, vB);
            // Fold each pixel's vertical halves: (p0, p1 | p2, p3).
            __m256i s = _mm256_add_epi16(_mm256_unpacklo_epi64(sA, sB), _mm256_unpackhi_epi64(sA, sB));
            __m256i alpha = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s, 0xFF), 0xFF);
            s = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(s, 1), m2),
                                 _mm256_mulhi_epu16(_mm256_slli_epi16(alpha, 1), a2));
            if (!opaque) {
                __m128i d = _mm_loadu_si128((const __m128i *)(out + k));
                __m256i dw = _mm256_cvtepu8_epi16(d);
                __m256i sa = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s, 0xFF), 0xFF);
                __m256i inverse = _mm256_sub_epi16(opaqueLevel, sa);
                __m256i y = _mm256_add_epi16(inverse, _mm256_srli_epi16(inverse, 8));
                s = _mm256_add_epi16(s, _mm256_mulhi_epu16(_mm256_slli_epi16(dw, 8), y));
            }
            __m256i r = _mm256_srli_epi16(_mm256_add_epi16(s, half), 7);
            __m128i bytes = _mm_packus_epi16(_mm256_castsi256_si128(r), _mm256_extracti128_si256(r, 1));
            _mm_storeu_si128((__m128i *)(out + k), bytes);
            u += 4 * du;
            v += 4 * dv;
            k += 4;
        }
    }
    curl_affine_baseline(out + k, count - k, l, u, v, du, dv, multiply, add, opaque);
}

/// A walk along whole texels (`du` = ±1 texel, `dv` = 0) inside the level: every pixel has
/// the same weights, so four pixels come from two unaligned loads per row.
static void curl_whole_texels(uint32_t *out, long count, const raster_curl_level *l, int64_t u, int64_t v,
                              int64_t du, __m128i multiply, __m128i add, int opaque) {
    long i, j;
    unsigned wx, wy;
    curl_axis(u, l->hiX, &i, &wx);
    curl_axis(v, l->hiY, &j, &wy);
    const uint32_t *top = l->pixels + j * l->stride, *bottom = top + l->stride;
    const __m128i hl = _mm_set1_epi16((short)(32768 - wx)), hr = _mm_set1_epi16((short)wx);
    const __m128i vt = _mm_set1_epi16((short)(32768 - wy)), vb = _mm_set1_epi16((short)wy);
    const __m128i zero = _mm_setzero_si128();
    const int backwards = du < 0;
    long k = 0;
    for (; k + 4 <= count; k += 4, i += backwards ? -4 : 4) {
        // Texels i, i ± 1, i ± 2, i ± 3 in output order, and each one's right neighbour.
        long first = backwards ? i - 3 : i;
        __m128i left = _mm_loadu_si128((const __m128i *)(top + first));
        __m128i right = _mm_loadu_si128((const __m128i *)(top + first + 1));
        __m128i leftB = zero, rightB = zero;
        if (wy) {
            leftB = _mm_loadu_si128((const __m128i *)(bottom + first));
            rightB = _mm_loadu_si128((const __m128i *)(bottom + first + 1));
        }
        if (backwards) {
            left = _mm_shuffle_epi32(left, 0x1B);
            right = _mm_shuffle_epi32(right, 0x1B);
            leftB = _mm_shuffle_epi32(leftB, 0x1B);
            rightB = _mm_shuffle_epi32(rightB, 0x1B);
        }
        __m128i s[2];
        for (int half = 0; half < 2; half++) {
            __m128i l0 = half ? _mm_unpackhi_epi8(zero, left) : _mm_unpacklo_epi8(zero, left);
            __m128i r0 = half ? _mm_unpackhi_epi8(zero, right) : _mm_unpacklo_epi8(zero, right);
            __m128i h0 = _mm_add_epi16(_mm_mulhi_epu16(l0, hl), _mm_mulhi_epu16(r0, hr));
            // A row of whole texels (weight 0 below) is its top blend exactly.
            __m128i c = h0;
            if (wy) {
                __m128i l1 = half ? _mm_unpackhi_epi8(zero, leftB) : _mm_unpacklo_epi8(zero, leftB);
                __m128i r1 = half ? _mm_unpackhi_epi8(zero, rightB) : _mm_unpacklo_epi8(zero, rightB);
                __m128i h1 = _mm_add_epi16(_mm_mulhi_epu16(l1, hl), _mm_mulhi_epu16(r1, hr));
                c = _mm_add_epi16(_mm_mulhi_epu16(_mm_slli_epi16(h0, 1), vt), _mm_mulhi_epu16(_mm_slli_epi16(h1, 1), vb));
            }
            c = curl_tone(c, multiply, add);
            if (!opaque) c = curl_over(c, _mm_loadl_epi64((const __m128i *)(out + k + 2 * half)));
            s[half] = c;
        }
        _mm_storeu_si128((__m128i *)(out + k), curl_bytes(s[0], s[1]));
    }
    curl_affine_baseline(out + k, count - k, l, u + k * du, v, du, 0, multiply, add, opaque);
}

/// `curl_whole_texels` eight pixels at a time in 256-bit registers (the same arithmetic lane
/// for lane: each 128-bit half holds four pixels as the SSE2 loop's register does).
__attribute__((target("avx2"))) static void curl_whole_texels_avx2(uint32_t *out, long count,
                                                                   const raster_curl_level *l, int64_t u, int64_t v,
                                                                   int64_t du, __m128i multiply, __m128i add,
                                                                   int opaque) {
    long i, j;
    unsigned wx, wy;
    curl_axis(u, l->hiX, &i, &wx);
    curl_axis(v, l->hiY, &j, &wy);
    const uint32_t *top = l->pixels + j * l->stride, *bottom = top + l->stride;
    const __m256i hl = _mm256_set1_epi16((short)(32768 - wx)), hr = _mm256_set1_epi16((short)wx);
    const __m256i vt = _mm256_set1_epi16((short)(32768 - wy)), vb = _mm256_set1_epi16((short)wy);
    const __m256i m = _mm256_broadcastsi128_si256(multiply), a = _mm256_broadcastsi128_si256(add);
    const __m256i zero = _mm256_setzero_si256(), half = _mm256_set1_epi16(64);
    const __m256i opaqueLevel = _mm256_set1_epi16(255 << 7);
    const __m256i reverse = _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0);
    const int backwards = du < 0;
    long k = 0;
    for (; k + 8 <= count; k += 8, i += backwards ? -8 : 8) {
        long first = backwards ? i - 7 : i;
        __m256i left = _mm256_loadu_si256((const __m256i *)(top + first));
        __m256i right = _mm256_loadu_si256((const __m256i *)(top + first + 1));
        __m256i leftB = zero, rightB = zero;
        if (wy) {
            leftB = _mm256_loadu_si256((const __m256i *)(bottom + first));
            rightB = _mm256_loadu_si256((const __m256i *)(bottom + first + 1));
        }
        if (backwards) {
            left = _mm256_permutevar8x32_epi32(left, reverse);
            right = _mm256_permutevar8x32_epi32(right, reverse);
            leftB = _mm256_permutevar8x32_epi32(leftB, reverse);
            rightB = _mm256_permutevar8x32_epi32(rightB, reverse);
        }
        __m256i d = opaque ? zero : _mm256_loadu_si256((const __m256i *)(out + k));
        __m256i s[2];
        for (int h = 0; h < 2; h++) {
            __m256i l0 = h ? _mm256_unpackhi_epi8(zero, left) : _mm256_unpacklo_epi8(zero, left);
            __m256i r0 = h ? _mm256_unpackhi_epi8(zero, right) : _mm256_unpacklo_epi8(zero, right);
            __m256i c = _mm256_add_epi16(_mm256_mulhi_epu16(l0, hl), _mm256_mulhi_epu16(r0, hr));
            if (wy) {
                __m256i l1 = h ? _mm256_unpackhi_epi8(zero, leftB) : _mm256_unpacklo_epi8(zero, leftB);
                __m256i r1 = h ? _mm256_unpackhi_epi8(zero, rightB) : _mm256_unpacklo_epi8(zero, rightB);
                __m256i c1 = _mm256_add_epi16(_mm256_mulhi_epu16(l1, hl), _mm256_mulhi_epu16(r1, hr));
                c = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(c, 1), vt),
                                     _mm256_mulhi_epu16(_mm256_slli_epi16(c1, 1), vb));
            }
            __m256i alpha = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(c, 0xFF), 0xFF);
            c = _mm256_add_epi16(_mm256_mulhi_epu16(_mm256_slli_epi16(c, 1), m),
                                 _mm256_mulhi_epu16(_mm256_slli_epi16(alpha, 1), a));
            if (!opaque) {
                __m256i sa = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(c, 0xFF), 0xFF);
                __m256i inverse = _mm256_sub_epi16(opaqueLevel, sa);
                __m256i y = _mm256_add_epi16(inverse, _mm256_srli_epi16(inverse, 8));
                __m256i dw = h ? _mm256_unpackhi_epi8(zero, d) : _mm256_unpacklo_epi8(zero, d);
                c = _mm256_add_epi16(c, _mm256_mulhi_epu16(dw, y));
            }
            s[h] = _mm256_srli_epi16(_mm256_add_epi16(c, half), 7);
        }
        _mm256_storeu_si256((__m256i *)(out + k), _mm256_packus_epi16(s[0], s[1]));
    }
    curl_whole_texels(out + k, count - k, l, u + k * du, v, du, multiply, add, opaque);
}

#endif

#if CURL_X86
__attribute__((target("avx2"))) static void curl_copy_avx2(uint32_t *out, const uint32_t *from, long count) {
    long k = 0;
    for (; k + 16 <= count; k += 16) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(from + k));
        __m256i b = _mm256_loadu_si256((const __m256i *)(from + k + 8));
        _mm256_storeu_si256((__m256i *)(out + k), a);
        _mm256_storeu_si256((__m256i *)(out + k + 8), b);
    }
    for (; k < count; k++) out[k] = from[k];
}
#endif

void raster_curl_copy(uint32_t *out, const uint32_t *from, long count) {
    long k = 0;
#if CURL_X86
    if (raster_curl_has_avx2()) {
        curl_copy_avx2(out, from, count);
        return;
    }
    for (; k + 4 <= count; k += 4) {
        _mm_storeu_si128((__m128i *)(out + k), _mm_loadu_si128((const __m128i *)(from + k)));
    }
#endif
    for (; k < count; k++) out[k] = from[k];
}

static int curl_avx2 = -1;

int raster_curl_has_avx2(void) {
#if CURL_X86
    if (curl_avx2 < 0) {
        __builtin_cpu_init();
        curl_avx2 = __builtin_cpu_supports("avx2") ? 1 : 0;
    }
    return curl_avx2;
#else
    return 0;
#endif
}

void raster_curl_affine_run(uint32_t *out, long count, const raster_curl_level *level, int64_t u, int64_t v,
                            int64_t du, int64_t dv, raster_u16x8 multiply, raster_u16x8 add, int opaque, int fast,
                            int wide) {
    if (count <= 0) return;
#if CURL_X86
    __m128i m = (__m128i)multiply, a = (__m128i)add;
    if (fast) {
        const int64_t one = (int64_t)1 << 32;
        if (dv == 0 && (du == one || du == -one) && level->hiX > 0 && level->hiY > 0 && curl_in_range(v, level->hiY)) {
            // The pixels whose texel pair lies inside, one run (u is monotone); those
            // before and after it through the general loop.
            // u + k du is inside from k0 to k1 (u moves a whole texel a pixel).
            int64_t top = (int64_t)level->hiX << 32;
            long k0, k1;
            if (du > 0) {
                k0 = u >= 0 ? 0 : (long)((-u + du - 1) / du);
                k1 = u >= top ? 0 : (long)((top - u + du - 1) / du);
            } else {
                k0 = u < top ? 0 : (long)((u - top) / -du + 1);
                k1 = u < 0 ? 0 : (long)(u / -du + 1);
            }
            k0 = k0 > count ? count : k0;
            k1 = k1 > count ? count : (k1 < k0 ? k0 : k1);
            curl_affine_baseline(out, k0, level, u, v, du, dv, m, a, opaque);
            if (wide && raster_curl_has_avx2()) {
                curl_whole_texels_avx2(out + k0, k1 - k0, level, u + k0 * du, v, du, m, a, opaque);
            } else {
                curl_whole_texels(out + k0, k1 - k0, level, u + k0 * du, v, du, m, a, opaque);
            }
            curl_affine_baseline(out + k1, count - k1, level, u + k1 * du, v, du, dv, m, a, opaque);
            return;
        }
    }
    if (wide && raster_curl_has_avx2()) {
        curl_affine_avx2(out, count, level, u, v, du, dv, m, a, opaque);
        return;
    }
    curl_affine_baseline(out, count, level, u, v, du, dv, m, a, opaque);
#else
    (void)fast;
    (void)wide;
    for (long k = 0; k < count; k++) {
        long i, j;
        unsigned wx, wy;
        curl_axis(u + k * du, level->hiX, &i, &wx);
        curl_axis(v + k * dv, level->hiY, &j, &wy);
        const uint32_t *top = level->pixels + j * level->stride + i;
        const uint32_t *bottom = level->hiY > 0 ? top + level->stride : top;
        long step = level->hiX > 0 ? 1 : 0;
        unsigned s[4];
        for (int c = 0; c < 4; c++) {
            unsigned t0 = (top[0] >> (8 * c) & 255) << 8, t1 = (top[step] >> (8 * c) & 255) << 8;
            unsigned b0 = (bottom[0] >> (8 * c) & 255) << 8, b1 = (bottom[step] >> (8 * c) & 255) << 8;
            unsigned h0 = ((t0 * (32768 - wx)) >> 16) + ((t1 * wx) >> 16);
            unsigned h1 = ((b0 * (32768 - wx)) >> 16) + ((b1 * wx) >> 16);
            s[c] = (((h0 << 1) * (32768 - wy)) >> 16) + (((h1 << 1) * wy) >> 16);
        }
        uint32_t d = out[k], r = 0;
        for (int c = 0; c < 4; c++) {
            unsigned toned = c == 3 ? s[3] : ((s[c] << 1) * multiply[c] >> 16) + ((s[3] << 1) * add[c] >> 16);
            if (!opaque) {
                unsigned inverse = (255 << 7) - s[3], y = inverse + (inverse >> 8);
                toned += (((d >> (8 * c) & 255) << 8) * y) >> 16;
            }
            unsigned byte = (toned + 64) >> 7;
            r |= (byte > 255 ? 255 : byte) << (8 * c);
        }
        out[k] = r;
    }
#endif
}

// MARK: The roll, per pixel, in the portable vector helpers of raster_simd.h.

/// Two pixels widened to the high bytes of 16-bit lanes.
static inline raster_u16x8 curl_widened(uint32_t a, uint32_t b) {
    uint64_t both = (uint64_t)a | ((uint64_t)b << 32);
    raster_u8x8 v;
    __builtin_memcpy(&v, &both, 8);
    return raster_widen_u8x8(v) << 8;
}

static inline raster_u16x4 curl_fold4(raster_u16x8 v) { return raster_low_u16x8(v) + raster_high_u16x8(v); }

/// The Q15 weights of a texel pair, `32768 - w` and `w`, as lanes for `raster_mulhi_u16x8`.
static inline raster_u16x8 curl_weight_pair(unsigned w) {
    return raster_pair_u16x8((unsigned short)(32768 - w), (unsigned short)w);
}

/// The texel and Q15 weight where leaf coordinate `p` (level-0 pixels) falls on an axis of
/// `hi + 1` texels at `scale` texels a pixel.
static inline void curl_level_axis(double p, double scale, int hi, long *first, unsigned *weight) {
    double f = p * scale - 0.5;
    f = f < -1e9 ? -1e9 : (f > 1e9 ? 1e9 : f);
    curl_axis((int64_t)(f * 4294967296.0), hi, first, weight);
}

/// Bilinear sample of `l` from its rows `top` and `bottom` (blended by `wy`), texels `i`
/// and the next (blended by `wx`), Q7. A row weight of 0 gives the top blend exactly (the
/// vertical blend multiplies it by 2 * 32768 / 65536), so the bottom row is not read.
static inline raster_u16x4 curl_sample_weighed(const raster_curl_level *l, const uint32_t *top,
                                               const uint32_t *bottom, unsigned wy, raster_u16x8 vertical, long i,
                                               raster_u16x8 horizontal) {
    long step = l->hiX > 0 ? 1 : 0;
    raster_u16x4 h0 = curl_fold4(raster_mulhi_u16x8(curl_widened(top[i], top[i + step]), horizontal));
    if (wy == 0) return h0;
    raster_u16x4 h1 = curl_fold4(raster_mulhi_u16x8(curl_widened(bottom[i], bottom[i + step]), horizontal));
    return curl_fold4(raster_mulhi_u16x8(raster_concat_u16x4(h0, h1) << 1, vertical));
}

/// `curl_sample_weighed` with the weights' pairs made from `wy` and `wx`.
static inline raster_u16x4 curl_sample_texels(const raster_curl_level *l, const uint32_t *top,
                                              const uint32_t *bottom, unsigned wy, long i, unsigned wx) {
    return curl_sample_weighed(l, top, bottom, wy, curl_weight_pair(wy), i, curl_weight_pair(wx));
}

/// Bilinear sample of `l` at leaf point (`px`, `py`) (level-0 pixels), Q7.
static inline raster_u16x4 curl_sample_level(const raster_curl_level *l, double px, double py) {
    long i, j;
    unsigned wx, wy;
    curl_level_axis(px, l->scale, l->hiX, &i, &wx);
    curl_level_axis(py, l->scale, l->hiY, &j, &wy);
    const uint32_t *top = l->pixels + j * l->stride;
    const uint32_t *bottom = l->hiY > 0 ? top + l->stride : top;
    return curl_sample_texels(l, top, bottom, wy, i, wx);
}

/// `v` (0...1) as a Q15 factor, rounded half up.
static inline unsigned short curl_q15(double v) {
    double q = v * 32768 + 0.5;
    return (unsigned short)(q < 0 ? 0 : (q > 32768 ? 32768 : q));
}

/// The finer of the two levels around level of detail `lod` (>= 0) and the coarser one's Q15 weight.
static inline int curl_level_index(int count, double lod, unsigned short *weight) {
    int last = count - 1;
    int index = lod >= last ? last : (int)lod;
    *weight = index < last ? curl_q15(lod - index) : 0;
    return index;
}

/// Two levels' samples blended, the coarser by `weight` (Q15).
static inline raster_u16x4 curl_blend_levels(raster_u16x4 fine, raster_u16x4 coarse, raster_u16x8 pair) {
    return curl_fold4(raster_mulhi_u16x8(raster_concat_u16x4(fine, coarse) << 1, pair));
}

/// Trilinear sample at level of detail `lod` (>= 0): the two levels around it blended.
static inline raster_u16x4 curl_sample(const raster_curl_level *levels, int count, double px, double py,
                                       double lod) {
    unsigned short weight;
    int index = curl_level_index(count, lod, &weight);
    raster_u16x4 fine = curl_sample_level(&levels[index], px, py);
    if (weight == 0) return fine;
    return curl_blend_levels(fine, curl_sample_level(&levels[index + 1], px, py), curl_weight_pair(weight));
}

/// A Q7 pixel (low half) toned by Q15 lane weights: colour times `multiply`, plus alpha times `add`.
static inline raster_u16x8 curl_toned(raster_u16x4 s, raster_u16x8 multiply, raster_u16x8 add) {
    raster_u16x8 v = raster_concat_u16x4(s, (raster_u16x4)0);
    return raster_mulhi_u16x8(v << 1, multiply) + raster_mulhi_u16x8(raster_alpha_lanes_u16x8(v) << 1, add);
}

/// `s` (Q7) with coverage `k` over the bytes `d` (low pixel), rounded to bytes.
static inline raster_u8x8 curl_over_bytes(raster_u16x8 s, double k, raster_u8x8 d) {
    raster_u16x8 c = raster_mulhi_u16x8(s << 1, (raster_u16x8)curl_q15(k));
    raster_u16x8 inverse = (raster_u16x8)(255 << 7) - raster_alpha_lanes_u16x8(c);
    raster_u16x8 y = inverse + (inverse >> 8);
    raster_u16x8 r = c + raster_mulhi_u16x8(raster_widen_u8x8(d) << 8, y);
    return raster_narrow_u16x8((r + 64) >> 7);
}

static inline raster_u8x8 curl_pixel_bytes(uint32_t p) {
    uint64_t v = p;
    raster_u8x8 b;
    __builtin_memcpy(&b, &v, 8);
    return b;
}

static inline uint32_t curl_pixel_value(raster_u8x8 b) {
    uint64_t v;
    __builtin_memcpy(&v, &b, 8);
    return (uint32_t)v;
}

/// How much of a pixel whose sample point maps to leaf point (`px`, `py`) the leaf covers.
static inline double curl_coverage(const raster_curl_roll *roll, double px, double py) {
    double ix = px < roll->width - px ? px : roll->width - px;
    double iy = py < roll->height - py ? py : roll->height - py;
    double k = (ix < iy ? ix : iy) + 0.5;
    return k < 0 ? 0 : (k > 1 ? 1 : k);
}

/// The roll at distance `t` (0 <= t < radius): the arc and level of detail interpolated
/// between entries, and the nearest entry (for its tones).
static inline const raster_curl_roll_entry *curl_roll_at(const raster_curl_roll *roll, double t, double *arc,
                                                         double *lod) {
    double u = t * roll->inverseRadius;
    const raster_curl_roll_entry *table;
    double f;
    int count;
    if (u < roll->uLimit) {
        table = roll->byU;
        count = roll->countU;
        f = (u < 0 ? 0 : u) * roll->uScale;
    } else {
        double cc = 1 - u * u;
#if CURL_X86
        // The instruction, not the library call errno handling makes of sqrt.
        double c = cc > 0 ? _mm_cvtsd_f64(_mm_sqrt_sd(_mm_setzero_pd(), _mm_set_sd(cc))) : 0;
#else
        double c = cc > 0 ? __builtin_sqrt(cc) : 0;
#endif
        table = roll->byC;
        count = roll->countC;
        f = c * roll->cScale;
    }
    int i = (int)f;
    if (i > count - 2) i = count - 2;
    double w = f - i;
    w = w < 0 ? 0 : (w > 1 ? 1 : w);
    const raster_curl_roll_entry *a = &table[i], *b = &table[i + 1];
    *arc = a->arc + (b->arc - a->arc) * w;
    *lod = a->lod + (b->lod - a->lod) * w;
    return w < 0.5 ? a : b;
}

/// One roll pixel's geometry, worked out for a whole stretch before any is sampled, so
/// the texel loads of one pixel are not queued behind the arithmetic of the next.
typedef struct curl_roll_pixel {
    double p1x, p1y, p2x, p2y, k1, k2, lod;
    const raster_curl_roll_entry *tones;
} curl_roll_pixel;

/// Pixels worked out at a time.
#define CURL_ROLL_STRETCH 64

/// The geometry of the roll pixel whose centre is leaf point (`x`, `qy`), `t` from the axis
/// (0 on if less).
static inline void curl_roll_geometry(const raster_curl_roll *roll, double t, double x, double qy,
                                      curl_roll_pixel *p) {
    const double pi = 3.14159265358979323846;
    const double r = roll->radius, nx = roll->nx, ny = roll->ny;
    double tt = t < 0 ? 0 : t;
    double arc;
    p->tones = curl_roll_at(roll, tt, &arc, &p->lod);
    double backShift = r * pi - arc - tt, frontShift = arc - tt;
    p->p2x = x + backShift * nx;
    p->p2y = qy + backShift * ny;
    p->p1x = x + frontShift * nx;
    p->p1y = qy + frontShift * ny;
    // The silhouette is anti-aliased over the half pixel around it.
    double silhouette = r + 0.5 - tt < 1 ? r + 0.5 - tt : 1;
    p->k2 = curl_coverage(roll, p->p2x, p->p2y) * silhouette;
    p->k1 = p->k2 >= 1 ? 0 : curl_coverage(roll, p->p1x, p->p1y) * silhouette;
}

#if CURL_X86
/// `a < b ? a : b` in each lane, as the scalar code writes its minimums.
__attribute__((target("avx2"))) static inline __m256d curl_less4(__m256d a, __m256d b) {
    return _mm256_blendv_pd(b, a, _mm256_cmp_pd(a, b, _CMP_LT_OQ));
}

/// `k < 0 ? 0 : (k > 1 ? 1 : k)` in each lane.
__attribute__((target("avx2"))) static inline __m256d curl_unit4(__m256d k) {
    const __m256d zero = _mm256_setzero_pd(), one = _mm256_set1_pd(1);
    __m256d high = _mm256_blendv_pd(k, one, _mm256_cmp_pd(k, one, _CMP_GT_OQ));
    return _mm256_blendv_pd(high, zero, _mm256_cmp_pd(k, zero, _CMP_LT_OQ));
}

/// `curl_coverage` in each lane.
__attribute__((target("avx2"))) static inline __m256d curl_coverage4(const raster_curl_roll *roll, __m256d px,
                                                                   __m256d py) {
    __m256d ix = curl_less4(px, _mm256_sub_pd(_mm256_set1_pd(roll->width), px));
    __m256d iy = curl_less4(py, _mm256_sub_pd(_mm256_set1_pd(roll->height), py));
    return curl_unit4(_mm256_add_pd(curl_less4(ix, iy), _mm256_set1_pd(0.5)));
}

/// `curl_roll_geometry` of the four pixels `k`...`k + 3` of a run (pixel m at distance
/// `t + m * dt`, leaf x `qx + m`) into `p`: the same IEEE operations in the same order, lane
/// by lane (no fused multiply-adds: the target has none), so the same values bit for bit.
__attribute__((target("avx2"))) static void curl_roll_geometry4(const raster_curl_roll *roll, double t, double dt,
                                                                double qx, double qy, long k, curl_roll_pixel *p) {
    const double pi = 3.14159265358979323846;
    const __m256d zero = _mm256_setzero_pd(), one = _mm256_set1_pd(1);
    const double r = roll->radius;
    __m256d m = _mm256_setr_pd((double)k, (double)(k + 1), (double)(k + 2), (double)(k + 3));
    __m256d tv = _mm256_add_pd(_mm256_set1_pd(t), _mm256_mul_pd(m, _mm256_set1_pd(dt)));
    __m256d x = _mm256_add_pd(_mm256_set1_pd(qx), m);
    __m256d tt = _mm256_blendv_pd(tv, zero, _mm256_cmp_pd(tv, zero, _CMP_LT_OQ));
    // curl_roll_at: the position in the table by u or, from uLimit on, in the one by c.
    __m256d u = _mm256_mul_pd(tt, _mm256_set1_pd(roll->inverseRadius));
    __m256d byU = _mm256_cmp_pd(u, _mm256_set1_pd(roll->uLimit), _CMP_LT_OQ);
    __m256d fU = _mm256_mul_pd(_mm256_blendv_pd(u, zero, _mm256_cmp_pd(u, zero, _CMP_LT_OQ)),
                               _mm256_set1_pd(roll->uScale));
    __m256d cc = _mm256_sub_pd(one, _mm256_mul_pd(u, u));
    __m256d c = _mm256_blendv_pd(zero, _mm256_sqrt_pd(cc), _mm256_cmp_pd(cc, zero, _CMP_GT_OQ));
    __m256d f = _mm256_blendv_pd(_mm256_mul_pd(c, _mm256_set1_pd(roll->cScale)), fU, byU);
    __m128i i = _mm256_cvttpd_epi32(f);
    __m128i inU = _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_castpd_si256(byU),
                                                                      _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7)));
    __m128i last = _mm_blendv_epi8(_mm_set1_epi32(roll->countC - 2), _mm_set1_epi32(roll->countU - 2), inU);
    i = _mm_min_epi32(i, last);
    __m256d w = curl_unit4(_mm256_sub_pd(f, _mm256_cvtepi32_pd(i)));
    int index[4], lanesU = _mm256_movemask_pd(byU), nearB = _mm256_movemask_pd(_mm256_cmp_pd(w, _mm256_set1_pd(0.5),
                                                                                               _CMP_NLT_UQ));
    _mm_storeu_si128((__m128i *)index, i);
    double arcA[4], arcB[4], lodA[4], lodB[4];
    for (int lane = 0; lane < 4; lane++) {
        const raster_curl_roll_entry *e = (lanesU >> lane & 1 ? roll->byU : roll->byC) + index[lane];
        arcA[lane] = e[0].arc;
        arcB[lane] = e[1].arc;
        lodA[lane] = e[0].lod;
        lodB[lane] = e[1].lod;
        p[lane].tones = e + (nearB >> lane & 1);
    }
    __m256d a0 = _mm256_loadu_pd(arcA), a1 = _mm256_loadu_pd(arcB);
    __m256d l0 = _mm256_loadu_pd(lodA), l1 = _mm256_loadu_pd(lodB);
    __m256d arc = _mm256_add_pd(a0, _mm256_mul_pd(_mm256_sub_pd(a1, a0), w));
    __m256d lod = _mm256_add_pd(l0, _mm256_mul_pd(_mm256_sub_pd(l1, l0), w));
    // The points and coverage, as curl_roll_geometry.
    __m256d backShift = _mm256_sub_pd(_mm256_sub_pd(_mm256_set1_pd(r * pi), arc), tt);
    __m256d frontShift = _mm256_sub_pd(arc, tt);
    __m256d nx = _mm256_set1_pd(roll->nx), ny = _mm256_set1_pd(roll->ny), y = _mm256_set1_pd(qy);
    __m256d p2x = _mm256_add_pd(x, _mm256_mul_pd(backShift, nx)), p2y = _mm256_add_pd(y, _mm256_mul_pd(backShift, ny));
    __m256d p1x = _mm256_add_pd(x, _mm256_mul_pd(frontShift, nx)), p1y = _mm256_add_pd(y, _mm256_mul_pd(frontShift, ny));
    __m256d edge = _mm256_sub_pd(_mm256_set1_pd(r + 0.5), tt);
    __m256d silhouette = _mm256_blendv_pd(one, edge, _mm256_cmp_pd(edge, one, _CMP_LT_OQ));
    __m256d k2 = _mm256_mul_pd(curl_coverage4(roll, p2x, p2y), silhouette);
    __m256d k1 = _mm256_blendv_pd(_mm256_mul_pd(curl_coverage4(roll, p1x, p1y), silhouette), zero,
                                  _mm256_cmp_pd(k2, one, _CMP_GE_OQ));
    double v[7][4];
    _mm256_storeu_pd(v[0], p1x);
    _mm256_storeu_pd(v[1], p1y);
    _mm256_storeu_pd(v[2], p2x);
    _mm256_storeu_pd(v[3], p2y);
    _mm256_storeu_pd(v[4], k1);
    _mm256_storeu_pd(v[5], k2);
    _mm256_storeu_pd(v[6], lod);
    for (int lane = 0; lane < 4; lane++) {
        p[lane].p1x = v[0][lane];
        p[lane].p1y = v[1][lane];
        p[lane].p2x = v[2][lane];
        p[lane].p2y = v[3][lane];
        p[lane].k1 = v[4][lane];
        p[lane].k2 = v[5][lane];
        p[lane].lod = v[6][lane];
    }
}
#endif

/// What lies under a roll pixel inside the leaf: the page beneath's `*pixel` in the roll's
/// shadow, or nothing where an opaque back wholly covers it (it then stores its own colour).
static inline raster_u8x8 curl_roll_beneath(const uint32_t *pixel, double k2, const raster_curl_roll *roll,
                                            raster_u16x8 shadow) {
    if (k2 >= 1 && roll->backIsOpaque) return (raster_u8x8)0;
    raster_u16x8 b = raster_widen_u8x8(curl_pixel_bytes(*pixel)) << 8;
    return raster_narrow_u16x8((raster_mulhi_u16x8(b, shadow) + 64) >> 7);
}

#if CURL_X86
/// `curl_sample_level` in SSE2 registers: Q7 in lanes 0...3.
static inline __m128i curl_level_sample_sse2(const raster_curl_level *l, double px, double py) {
    long i, j;
    unsigned wx, wy;
    curl_level_axis(px, l->scale, l->hiX, &i, &wx);
    curl_level_axis(py, l->scale, l->hiY, &j, &wy);
    const uint32_t *top = l->pixels + j * l->stride + i;
    const uint32_t *bottom = l->hiY > 0 ? top + l->stride : top;
    __m128i h = curl_bilinear_pair(top, bottom, l->hiX > 0 ? 1 : 0, curl_pair(32768 - wx, wx), curl_pair(32768 - wy, wy));
    return _mm_add_epi16(h, _mm_unpackhi_epi64(h, h));
}

/// A roll pixel an opaque back wholly covers: the back's sample at leaf point (`bx`, `by`)
/// and level of detail `lod`, toned and stored (`raster_curl_roll_run`'s arithmetic for it,
/// `curl_sample`'s in SSE2 registers).
static inline uint32_t curl_covered_pixel(const raster_curl_roll *roll, double bx, double by, double lod,
                                          const raster_curl_roll_entry *tones) {
    unsigned short weight;
    int index = curl_level_index(roll->levelCount, lod, &weight);
    __m128i s = curl_level_sample_sse2(&roll->back[index], bx, by);
    if (weight) {
        __m128i coarse = curl_level_sample_sse2(&roll->back[index + 1], bx, by);
        __m128i m = _mm_mulhi_epu16(_mm_slli_epi16(_mm_unpacklo_epi64(s, coarse), 1), curl_pair(32768 - weight, weight));
        s = _mm_add_epi16(m, _mm_unpackhi_epi64(m, m));
    }
    __m128i toned = curl_tone(s, (__m128i)tones->backMultiply, (__m128i)tones->backAdd);
    return (uint32_t)_mm_cvtsi128_si32(curl_bytes(toned, toned));
}
#endif

void raster_curl_roll_run(uint32_t *out, long count, const uint32_t *below, int inLeaf, double qx, double qy,
                          double t, double dt, const raster_curl_roll *roll, int wide) {
    const double pi = 3.14159265358979323846;
    const double r = roll->radius, nx = roll->nx, ny = roll->ny;
    const raster_u16x8 shadow = raster_colour_alpha_u16x8(roll->shadow, 32768), zeroTone = 0;
    // The back points of a row's roll lie on a stretch of the page no other run of the row
    // reads: ask for its cache lines at once rather than miss them one by one.
    if (count > 0) {
        double ends[2] = {t, t + (double)(count - 1) * dt};
        double lo = 1e300, hi = -1e300, yl = 1e300, yh = -1e300;
        for (int e = 0; e < 2; e++) {
            double tt = ends[e] < 0 ? 0 : ends[e], arc, lod;
            curl_roll_at(roll, tt, &arc, &lod);
            double shift = r * pi - arc - tt;
            double px = qx + (e ? (double)(count - 1) : 0) + shift * nx, py = qy + shift * ny;
            if (roll->mirrorsX) px = roll->width - px;
            if (roll->mirrorsY) py = roll->height - py;
            lo = px < lo ? px : lo; hi = px > hi ? px : hi;
            yl = py < yl ? py : yl; yh = py > yh ? py : yh;
        }
        // Straight turns (one source row) only: a leaning one spreads over many rows, read
        // from nearby rows' runs anyway.
        const raster_curl_level *l0 = &roll->back[0];
        if (yh - yl < 2 && lo > -1 && hi < roll->width + 1 && yl > -1 && yh < roll->height + 1) {
            long j = (long)(yl - 0.5 < 0 ? 0 : yl - 0.5);
            if (j > l0->hiY) j = l0->hiY;
            long i0 = (long)(lo - 1 < 0 ? 0 : lo - 1), i1 = (long)(hi + 1 > l0->hiX ? l0->hiX : hi + 1);
            const uint32_t *row = l0->pixels + j * l0->stride, *next = j < l0->hiY ? row + l0->stride : row;
            for (long i = i0; i <= i1; i += 16) {
                raster_prefetch(row + i);
                raster_prefetch(next + i);
            }
        }
    }
    curl_roll_pixel stretch[CURL_ROLL_STRETCH];
    for (long k0 = 0; k0 < count; k0 += CURL_ROLL_STRETCH) {
        long n = count - k0 < CURL_ROLL_STRETCH ? count - k0 : CURL_ROLL_STRETCH;
        long m = 0;
#if CURL_X86
        if (wide && raster_curl_has_avx2()) {
            for (; m + 4 <= n; m += 4) curl_roll_geometry4(roll, t, dt, qx, qy, k0 + m, &stretch[m]);
        }
#endif
        for (; m < n; m++) {
            curl_roll_geometry(roll, t + (double)(k0 + m) * dt, qx + (double)(k0 + m), qy, &stretch[m]);
        }
        for (long m = 0; m < n; m++) {
            const curl_roll_pixel *p = &stretch[m];
            long k = k0 + m;
            if (!inLeaf && p->k1 <= 0 && p->k2 <= 0) continue;
            raster_u8x8 d = inLeaf ? curl_roll_beneath(below ? below + k : out + k, p->k2, roll, shadow)
                                   : curl_pixel_bytes(out[k]);
            if (p->k1 > 0) {
                raster_u16x4 s = curl_sample(roll->front, roll->levelCount, p->p1x, p->p1y, p->lod);
                d = curl_over_bytes(curl_toned(s, p->tones->frontMultiply, zeroTone), p->k1, d);
            }
            if (p->k2 > 0) {
                double bx = roll->mirrorsX ? roll->width - p->p2x : p->p2x;
                double by = roll->mirrorsY ? roll->height - p->p2y : p->p2y;
#if CURL_X86
                if (wide && p->k2 >= 1 && roll->backIsOpaque) {
                    out[k] = curl_covered_pixel(roll, bx, by, p->lod, p->tones);
                    continue;
                }
#endif
                raster_u16x4 s = curl_sample(roll->back, roll->levelCount, bx, by, p->lod);
                raster_u16x8 toned = curl_toned(s, p->tones->backMultiply, p->tones->backAdd);
                if (p->k2 >= 1 && roll->backIsOpaque) {
                    // Opaque and wholly covering: source-over is the source itself.
                    out[k] = curl_pixel_value(raster_narrow_u16x8((toned + 64) >> 7));
                    continue;
                }
                d = curl_over_bytes(toned, p->k2, d);
            }
            out[k] = curl_pixel_value(d);
        }
    }
}

// MARK: Straight turns by column

/// Where a roll column reads one side of the page: the levels (`raster_curl_roll_tap`), from
/// leaf x `px` at level of detail `lod`.
static inline void curl_roll_tap_at(const raster_curl_level *levels, int count, double px, double lod,
                                    raster_curl_roll_tap *tap) {
    unsigned short weight;
    int index = curl_level_index(count, lod, &weight);
    unsigned w;
    tap->index = index;
    tap->weight = weight;
    tap->levelPair = curl_weight_pair(weight);
    curl_level_axis(px, levels[index].scale, levels[index].hiX, &tap->fine, &w);
    tap->finePair = curl_weight_pair(w);
    tap->coarse = 0;
    tap->coarsePair = curl_weight_pair(0);
    if (weight) {
        curl_level_axis(px, levels[index + 1].scale, levels[index + 1].hiX, &tap->coarse, &w);
        tap->coarsePair = curl_weight_pair(w);
    }
}

int raster_curl_roll_columns(raster_curl_roll_column *columns, long count, double qx, double t, double dt,
                             const raster_curl_roll *roll) {
    int levels = 1;
    for (long k = 0; k < count; k++) {
        curl_roll_pixel p;
        // Any row inside the leaf is as far from its top and bottom edges as its coverage
        // can tell (half a pixel or more), so the middle row stands for all of them.
        curl_roll_geometry(roll, t + (double)k * dt, qx + (double)k, roll->height / 2, &p);
        raster_curl_roll_column *c = &columns[k];
        c->k1 = p.k1;
        c->k2 = p.k2;
        c->tones = p.tones;
        curl_roll_tap_at(roll->front, roll->levelCount, p.p1x, p.lod, &c->front);
        curl_roll_tap_at(roll->back, roll->levelCount, roll->mirrorsX ? roll->width - p.p2x : p.p2x, p.lod, &c->back);
        for (int side = 0; side < 2; side++) {
            const raster_curl_roll_tap *tap = side ? &c->back : &c->front;
            int reads = tap->index + (tap->weight ? 2 : 1);
            levels = reads > levels ? reads : levels;
        }
    }
    // Where an opaque back wholly covers the column from level 0 alone, a row is a two-texel
    // blend and a tone: count those columns in runs for `curl_roll_back_pairs`.
    // The other wholly covered columns, for `curl_roll_back_levels`.
    long run = 0, levelRun = 0;
    for (long k = count - 1; k >= 0; k--) {
        const raster_curl_roll_column *c = &columns[k];
        int covered = c->k2 >= 1 && roll->backIsOpaque, alone = c->back.index == 0 && c->back.weight == 0;
        run = covered && alone ? run + 1 : 0;
        levelRun = covered && !alone ? levelRun + 1 : 0;
        columns[k].backRun = run;
        columns[k].levelRun = levelRun;
    }
    return levels;
}

/// One level's rows for a row of output: the top and bottom texel rows and the bottom's weight.
typedef struct curl_level_rows {
    const uint32_t *top, *bottom;
    unsigned weight;
    raster_u16x8 pair;
} curl_level_rows;

/// The most levels a page has: a side of 2^31 pixels halves to one in 32 steps.
#define CURL_MAX_LEVELS 33

static inline void curl_rows_at(const raster_curl_level *levels, int count, double py, curl_level_rows *rows) {
    for (int i = 0; i < count && i < CURL_MAX_LEVELS; i++) {
        const raster_curl_level *l = &levels[i];
        long j;
        curl_level_axis(py, l->scale, l->hiY, &j, &rows[i].weight);
        rows[i].pair = curl_weight_pair(rows[i].weight);
        rows[i].top = l->pixels + j * l->stride;
        rows[i].bottom = l->hiY > 0 ? rows[i].top + l->stride : rows[i].top;
    }
}

/// A column's sample of one side: `curl_sample` from the tap and the row's level rows.
static inline raster_u16x4 curl_sample_tap(const raster_curl_level *levels, const curl_level_rows *rows,
                                           const raster_curl_roll_tap *tap) {
    const curl_level_rows *a = &rows[tap->index];
    raster_u16x4 fine = curl_sample_weighed(&levels[tap->index], a->top, a->bottom, a->weight, a->pair, tap->fine,
                                            tap->finePair);
    if (tap->weight == 0) return fine;
    const curl_level_rows *b = &rows[tap->index + 1];
    raster_u16x4 coarse = curl_sample_weighed(&levels[tap->index + 1], b->top, b->bottom, b->weight, b->pair,
                                              tap->coarse, tap->coarsePair);
    return curl_blend_levels(fine, coarse, tap->levelPair);
}

/// Asks for the lines column `c` reads on the rows `front` and `back`.
static inline void curl_prefetch_column(const raster_curl_roll_column *c, const curl_level_rows *front,
                                        const curl_level_rows *back) {
    const raster_curl_roll_tap *taps[2] = {&c->front, &c->back};
    const curl_level_rows *rows[2] = {front, back};
    for (int side = 0; side < 2; side++) {
        if (!(side ? c->k2 > 0 : c->k1 > 0)) continue;
        const raster_curl_roll_tap *tap = taps[side];
        const curl_level_rows *a = &rows[side][tap->index];
        raster_prefetch(a->top + tap->fine);
        if (a->weight) raster_prefetch(a->bottom + tap->fine);
        if (tap->weight) {
            const curl_level_rows *b = &rows[side][tap->index + 1];
            raster_prefetch(b->top + tap->coarse);
            raster_prefetch(b->bottom + tap->coarse);
        }
    }
}

#if CURL_X86
/// `count` (even) columns of a run counted by `backRun`, on a row whose level-0 texels lie
/// on one row (`top`, weight 0 below): `raster_curl_roll_row`'s arithmetic for them (the
/// back's sample, toned, stored) two pixels a register.
static void curl_roll_back_pairs(uint32_t *out, long count, const raster_curl_roll_column *columns,
                                 const uint32_t *top, long step) {
    const __m128i zero = _mm_setzero_si128();
    for (long k = 0; k + 2 <= count; k += 2) {
        const raster_curl_roll_column *a = &columns[k], *b = &columns[k + 1];
        const uint32_t *pa = top + a->back.fine, *pb = top + b->back.fine;
        __m128i ta = _mm_unpacklo_epi32(_mm_cvtsi32_si128((int)pa[0]), _mm_cvtsi32_si128((int)pa[step]));
        __m128i tb = _mm_unpacklo_epi32(_mm_cvtsi32_si128((int)pb[0]), _mm_cvtsi32_si128((int)pb[step]));
        __m128i ha = _mm_mulhi_epu16(_mm_unpacklo_epi8(zero, ta), (__m128i)a->back.finePair);
        __m128i hb = _mm_mulhi_epu16(_mm_unpacklo_epi8(zero, tb), (__m128i)b->back.finePair);
        __m128i s = curl_fold(ha, hb);
        __m128i multiply = _mm_unpacklo_epi64((__m128i)a->tones->backMultiply, (__m128i)b->tones->backMultiply);
        __m128i add = _mm_unpacklo_epi64((__m128i)a->tones->backAdd, (__m128i)b->tones->backAdd);
        __m128i toned = curl_tone(s, multiply, add);
        _mm_storel_epi64((__m128i *)(out + k), curl_bytes(toned, zero));
    }
}

/// One column's sample of the back from its tap and the row's level rows (`curl_sample_tap`'s
/// arithmetic in SSE2 registers), Q7 in lanes 0...3.
static inline __m128i curl_tap_sample(const raster_curl_level *levels, const curl_level_rows *rows,
                                      const raster_curl_roll_tap *tap) {
    const curl_level_rows *a = &rows[tap->index];
    __m128i h = curl_bilinear_pair(a->top + tap->fine, a->bottom + tap->fine, levels[tap->index].hiX > 0 ? 1 : 0,
                                   (__m128i)tap->finePair, (__m128i)a->pair);
    __m128i fine = _mm_add_epi16(h, _mm_unpackhi_epi64(h, h));
    if (tap->weight == 0) return fine;
    const curl_level_rows *b = &rows[tap->index + 1];
    __m128i g = curl_bilinear_pair(b->top + tap->coarse, b->bottom + tap->coarse,
                                   levels[tap->index + 1].hiX > 0 ? 1 : 0, (__m128i)tap->coarsePair, (__m128i)b->pair);
    __m128i coarse = _mm_add_epi16(g, _mm_unpackhi_epi64(g, g));
    __m128i m = _mm_mulhi_epu16(_mm_slli_epi16(_mm_unpacklo_epi64(fine, coarse), 1), (__m128i)tap->levelPair);
    return _mm_add_epi16(m, _mm_unpackhi_epi64(m, m));
}

/// `count` (even) columns of a run counted by `levelRun`: `raster_curl_roll_row`'s
/// arithmetic for them (the back's sample at the columns' levels, toned, stored) two pixels
/// a register.
static void curl_roll_back_levels(uint32_t *out, long count, const raster_curl_roll_column *columns,
                                  const curl_level_rows *rows, const raster_curl_level *levels) {
    const __m128i zero = _mm_setzero_si128();
    for (long k = 0; k + 2 <= count; k += 2) {
        const raster_curl_roll_column *a = &columns[k], *b = &columns[k + 1];
        __m128i s = _mm_unpacklo_epi64(curl_tap_sample(levels, rows, &a->back), curl_tap_sample(levels, rows, &b->back));
        __m128i multiply = _mm_unpacklo_epi64((__m128i)a->tones->backMultiply, (__m128i)b->tones->backMultiply);
        __m128i add = _mm_unpacklo_epi64((__m128i)a->tones->backAdd, (__m128i)b->tones->backAdd);
        __m128i toned = curl_tone(s, multiply, add);
        _mm_storel_epi64((__m128i *)(out + k), curl_bytes(toned, zero));
    }
}
#endif

void raster_curl_roll_row(uint32_t *out, long count, const uint32_t *below, double qy,
                          const raster_curl_roll_column *columns, int levels, const raster_curl_roll *roll) {
    const raster_u16x8 shadow = raster_colour_alpha_u16x8(roll->shadow, 32768), zeroTone = 0;
    curl_level_rows frontRows[CURL_MAX_LEVELS], backRows[CURL_MAX_LEVELS];
    // A straight turn's roll points lie on the pixel's own row (the normal has no y).
    curl_rows_at(roll->front, levels, qy, frontRows);
    curl_rows_at(roll->back, levels, roll->mirrorsY ? roll->height - qy : qy, backRows);
    // Every texel row the roll reads is new to its row of output: ask for the next row's
    // lines while this one is drawn. A column moves at most two texels at its levels (the
    // level of detail follows the squeeze), so every fourth column's lines cover them all.
    curl_level_rows nextFront[CURL_MAX_LEVELS], nextBack[CURL_MAX_LEVELS];
    curl_rows_at(roll->front, levels, qy + 1, nextFront);
    curl_rows_at(roll->back, levels, roll->mirrorsY ? roll->height - qy - 1 : qy + 1, nextBack);
    for (long k = 0; k < count; k += 4) curl_prefetch_column(&columns[k], nextFront, nextBack);
    if (count > 0) curl_prefetch_column(&columns[count - 1], nextFront, nextBack);
    for (long k = 0; k < count; k++) {
        const raster_curl_roll_column *c = &columns[k];
#if CURL_X86
        if (c->backRun >= 2 && backRows[0].weight == 0) {
            long n = c->backRun & ~1L;
            curl_roll_back_pairs(out + k, n, c, backRows[0].top, roll->back[0].hiX > 0 ? 1 : 0);
            k += n - 1;
            continue;
        }
        if (c->levelRun >= 2) {
            long n = c->levelRun & ~1L;
            curl_roll_back_levels(out + k, n, c, backRows, roll->back);
            k += n - 1;
            continue;
        }
#endif
        raster_u8x8 d = curl_roll_beneath(below ? below + k : out + k, c->k2, roll, shadow);
        if (c->k1 > 0) {
            raster_u16x4 s = curl_sample_tap(roll->front, frontRows, &c->front);
            d = curl_over_bytes(curl_toned(s, c->tones->frontMultiply, zeroTone), c->k1, d);
        }
        if (c->k2 > 0) {
            raster_u16x4 s = curl_sample_tap(roll->back, backRows, &c->back);
            raster_u16x8 toned = curl_toned(s, c->tones->backMultiply, c->tones->backAdd);
            if (c->k2 >= 1 && roll->backIsOpaque) {
                out[k] = curl_pixel_value(raster_narrow_u16x8((toned + 64) >> 7));
                continue;
            }
            d = curl_over_bytes(toned, c->k2, d);
        }
        out[k] = curl_pixel_value(d);
    }
}

/// The shadow's Q15 factor `d` beyond the roll (`PageCurlShading.shadow`).
static inline uint32_t curl_shadow_q15(double beyond, double width, double strength) {
    double f = 1 - (beyond > 0 ? beyond : 0) / width;
    return curl_q15(f > 0 ? 1 - strength * f * f : 1);
}

void raster_curl_shadow_factors(raster_u16x4 *factors, long count, double d, double dd, double width,
                                double strength) {
    for (long k = 0; k < count; k++) {
        unsigned short q = (unsigned short)curl_shadow_q15(d + (double)k * dd, width, strength);
        factors[k] = (raster_u16x4){q, q, q, 32768};
    }
}

void raster_curl_shadow_columns(uint32_t *out, const uint32_t *from, long count, const raster_u16x4 *factors) {
    long k = 0;
#if CURL_X86
    // `raster_curl_shadow_run`'s arithmetic four pixels at a time: alpha times 32768 is
    // alpha in Q7, which rounds back to itself.
    const __m128i zero = _mm_setzero_si128();
    for (; k + 4 <= count; k += 4) {
        __m128i p = _mm_loadu_si128((const __m128i *)(from + k));
        __m128i lo = _mm_mulhi_epu16(_mm_unpacklo_epi8(zero, p), _mm_loadu_si128((const __m128i *)(factors + k)));
        __m128i hi = _mm_mulhi_epu16(_mm_unpackhi_epi8(zero, p), _mm_loadu_si128((const __m128i *)(factors + k + 2)));
        _mm_storeu_si128((__m128i *)(out + k), curl_bytes(lo, hi));
    }
#endif
    for (; k < count; k++) {
        uint32_t q = factors[k][0], p = from[k], r = p & 0xFF000000u;
        for (int shift = 0; shift < 24; shift += 8) {
            uint32_t c = (((((p >> shift) & 255) << 8) * q >> 16) + 64) >> 7;
            r |= c << shift;
        }
        out[k] = r;
    }
}

#if CURL_X86
/// Two pixels' weights (`curl_shadow_pair`'s lanes) from their Q15 factors in 32-bit lanes 0 and 1.
static inline __m128i curl_shadow_weights(__m128i both) {
    __m128i w = _mm_shufflelo_epi16(both, 0xA0); // q0 q0 q1 q1
    w = _mm_unpacklo_epi32(w, w);                // q0 x4, q1 x4
    const __m128i colour = _mm_setr_epi16(-1, -1, -1, 0, -1, -1, -1, 0);
    return _mm_or_si128(_mm_and_si128(w, colour), _mm_andnot_si128(colour, _mm_set1_epi16((short)32768)));
}

/// `curl_shadow_q15` of pixels k and k + 1 in double lanes, as the weights of two pixels
/// (colour lanes the factor, alpha lanes 32768): the scalar arithmetic step for step (IEEE
/// operations in the same order; max against 0 and the blend give what the comparisons give).
static inline __m128i curl_shadow_pair(long k, double d, double dd, double width, double strength) {
    const __m128d zero = _mm_setzero_pd(), one = _mm_set1_pd(1);
    __m128d beyond = _mm_add_pd(_mm_set1_pd(d), _mm_mul_pd(_mm_set_pd((double)(k + 1), (double)k), _mm_set1_pd(dd)));
    __m128d f = _mm_sub_pd(one, _mm_div_pd(_mm_max_pd(beyond, zero), _mm_set1_pd(width)));
    __m128d shaded = _mm_sub_pd(one, _mm_mul_pd(_mm_mul_pd(_mm_set1_pd(strength), f), f));
    __m128d lit = _mm_cmpgt_pd(f, zero);
    __m128d factor = _mm_or_pd(_mm_and_pd(lit, shaded), _mm_andnot_pd(lit, one));
    __m128d q = _mm_add_pd(_mm_mul_pd(factor, _mm_set1_pd(32768)), _mm_set1_pd(0.5));
    q = _mm_min_pd(_mm_max_pd(q, zero), _mm_set1_pd(32768));
    return curl_shadow_weights(_mm_cvttpd_epi32(q)); // q0, q1 in 32-bit lanes 0 and 1
}
#endif

#if CURL_X86
/// `raster_curl_shadow_run`'s vector loop with four pixels' factors at once in AVX2 doubles
/// (`curl_shadow_pair`'s operations lane by lane); returns how many pixels it did.
__attribute__((target("avx2"))) static long curl_shadow_run_avx2(uint32_t *out, const uint32_t *from, long count,
                                                                 double d, double dd, double width, double strength) {
    const __m256d zero = _mm256_setzero_pd(), one = _mm256_set1_pd(1);
    const __m128i zeroI = _mm_setzero_si128();
    long k0 = 0;
    for (; k0 + 4 <= count; k0 += 4) {
        __m256d k = _mm256_setr_pd((double)k0, (double)(k0 + 1), (double)(k0 + 2), (double)(k0 + 3));
        __m256d beyond = _mm256_add_pd(_mm256_set1_pd(d), _mm256_mul_pd(k, _mm256_set1_pd(dd)));
        __m256d f = _mm256_sub_pd(one, _mm256_div_pd(_mm256_max_pd(beyond, zero), _mm256_set1_pd(width)));
        __m256d shaded = _mm256_sub_pd(one, _mm256_mul_pd(_mm256_mul_pd(_mm256_set1_pd(strength), f), f));
        __m256d factor = _mm256_blendv_pd(one, shaded, _mm256_cmp_pd(f, zero, _CMP_GT_OQ));
        __m256d q = _mm256_add_pd(_mm256_mul_pd(factor, _mm256_set1_pd(32768)), _mm256_set1_pd(0.5));
        q = _mm256_min_pd(_mm256_max_pd(q, zero), _mm256_set1_pd(32768));
        __m128i all = _mm256_cvttpd_epi32(q);
        __m128i p = _mm_loadu_si128((const __m128i *)(from + k0));
        __m128i lo = _mm_mulhi_epu16(_mm_unpacklo_epi8(zeroI, p), curl_shadow_weights(all));
        __m128i hi = _mm_mulhi_epu16(_mm_unpackhi_epi8(zeroI, p), curl_shadow_weights(_mm_unpackhi_epi64(all, all)));
        _mm_storeu_si128((__m128i *)(out + k0), curl_bytes(lo, hi));
    }
    return k0;
}
#endif

void raster_curl_shadow_run(uint32_t *out, const uint32_t *from, long count, double d, double dd, double width,
                            double strength, int wide) {
    long k0 = 0;
#if CURL_X86
    if (wide && raster_curl_has_avx2()) k0 = curl_shadow_run_avx2(out, from, count, d, dd, width, strength);
    const __m128i zero = _mm_setzero_si128();
    for (; k0 + 4 <= count; k0 += 4) {
        __m128i p = _mm_loadu_si128((const __m128i *)(from + k0));
        __m128i lo = _mm_mulhi_epu16(_mm_unpacklo_epi8(zero, p), curl_shadow_pair(k0, d, dd, width, strength));
        __m128i hi = _mm_mulhi_epu16(_mm_unpackhi_epi8(zero, p), curl_shadow_pair(k0 + 2, d, dd, width, strength));
        _mm_storeu_si128((__m128i *)(out + k0), curl_bytes(lo, hi));
    }
#endif
    for (long k = k0; k < count; k++) {
        // The vector darkening's arithmetic on the three colour bytes, in scalar registers.
        uint32_t q = curl_shadow_q15(d + (double)k * dd, width, strength), p = from[k], r = p & 0xFF000000u;
        for (int shift = 0; shift < 24; shift += 8) {
            uint32_t c = (((((p >> shift) & 255) << 8) * q >> 16) + 64) >> 7;
            r |= c << shift;
        }
        out[k] = r;
    }
}
