#!/usr/bin/env python3
"""Writes Assets/default.png, the viewer's default image: 3000 x 2000 RGB, a smooth colour
field under a 250-px grid (with 50-px minor lines) and a zone plate, so zooming shows both
smooth areas and fine detail, and minification aliasing is easy to see. Standard library only."""
import math
import struct
import sys
import zlib

W, H = 3000, 2000


def pixel(x, y):
    u, v = x / W, y / H
    r = int(40 + 160 * u + 30 * math.sin(v * 12))
    g = int(90 + 100 * v + 40 * math.sin(u * 9 + v * 3))
    b = int(150 + 80 * math.cos(u * 5) - 60 * v)
    if x % 250 < 2 or y % 250 < 2:
        r, g, b = 30, 30, 40
    elif x % 50 == 0 or y % 50 == 0:
        r, g, b = (r * 3) // 4, (g * 3) // 4, (b * 3) // 4
    dx, dy = x - 2500, y - 500
    if dx * dx + dy * dy < 400 * 400:
        c = 0.5 + 0.5 * math.cos((dx * dx + dy * dy) * math.pi / 800)
        r = g = b = int(255 * c)
    return bytes((max(0, min(255, r)), max(0, min(255, g)), max(0, min(255, b))))


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def main(path):
    raw = b"".join(b"\0" + b"".join(pixel(x, y) for x in range(W)) for y in range(H))
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    with open(path + ".tmp", "wb") as f:
        f.write(png)
    import os
    os.replace(path + ".tmp", path)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Assets/default.png")
