"""Gzip'd Lottie files (.tgs) for the Swift inflater's tests (issue 36, item 1).

Writes Tests/ReferenceData/lottie/tgs/: scale-pop.json compressed by Python's zlib as
stored blocks (level 0), dynamic Huffman blocks (levels 1 and 9), fixed Huffman blocks
(Z_FIXED) and with a file name in the header (FNAME); and manifest.txt listing each file with
the length and CRC-32 of what it inflates to (which the tests compare with the original).

Run: python3 Scripts/reference/tgs_fixtures.py
"""
import gzip
import io
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
LOTTIE = os.path.join(HERE, "..", "..", "Tests", "ReferenceData", "lottie")
OUT = os.path.join(LOTTIE, "tgs")


def member(data, level, strategy=zlib.Z_DEFAULT_STRATEGY, name=None):
    """One gzip member, header written by hand so the flags are what the name says."""
    flags = 0x08 if name else 0
    header = b"\x1f\x8b\x08" + bytes([flags]) + struct.pack("<I", 0) + b"\x00\xff"
    if name:
        header += name.encode() + b"\x00"
    body = zlib.compressobj(level, zlib.DEFLATED, -15, 9, strategy)
    deflated = body.compress(data) + body.flush()
    trailer = struct.pack("<II", zlib.crc32(data) & 0xFFFFFFFF, len(data) & 0xFFFFFFFF)
    return header + deflated + trailer


def main():
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(LOTTIE, "scale-pop.json"), "rb") as handle:
        data = handle.read()
    files = {
        "scale-pop-stored.tgs": member(data, 0),
        "scale-pop-fast.tgs": member(data, 1),
        "scale-pop-best.tgs": member(data, 9),
        "scale-pop-fixed.tgs": member(data, 9, zlib.Z_FIXED),
        "scale-pop-named.tgs": member(data, 6, name="scale-pop.json"),
    }
    lines = []
    for name, content in sorted(files.items()):
        assert gzip.decompress(content) == data
        with open(os.path.join(OUT, name), "wb") as handle:
            handle.write(content)
        lines.append(f"{name} {len(data)} {zlib.crc32(data) & 0xFFFFFFFF:08x}")
    with open(os.path.join(OUT, "manifest.txt"), "w") as handle:
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
