"""A minimal PNG decoder for Chromium's screenshots: 8-bit RGB or RGBA, not interlaced."""

import struct
import zlib


class PNGImage:
    def __init__(self, data):
        if data[:8] != b"\x89PNG\r\n\x1a\n":
            raise ValueError("not a PNG")
        position, chunks, header = 8, [], None
        while position < len(data):
            length, kind = struct.unpack(">I4s", data[position:position + 8])
            body = data[position + 8:position + 8 + length]
            position += 12 + length
            if kind == b"IHDR":
                header = struct.unpack(">IIBBBBB", body)
            elif kind == b"IDAT":
                chunks.append(body)
            elif kind == b"IEND":
                break
        width, height, depth, colour, _, _, interlace = header
        if depth != 8 or colour not in (2, 6) or interlace != 0:
            raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour}")
        channels = 3 if colour == 2 else 4
        raw = zlib.decompress(b"".join(chunks))
        stride = width * channels
        rows, previous = [], bytearray(stride)
        for y in range(height):
            start = y * (stride + 1)
            kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                up = previous[i]
                corner = previous[i - channels] if i >= channels else 0
                if kind == 1:
                    line[i] = (line[i] + left) & 255
                elif kind == 2:
                    line[i] = (line[i] + up) & 255
                elif kind == 3:
                    line[i] = (line[i] + (left + up) // 2) & 255
                elif kind == 4:
                    p = left + up - corner
                    pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                    predictor = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                    line[i] = (line[i] + predictor) & 255
            rows.append(line)
            previous = line
        self.width, self.height, self.channels, self.rows = width, height, channels, rows

    def pixel(self, x, y):
        """(r, g, b) at column x, row y."""
        i = x * self.channels
        return tuple(self.rows[y][i:i + 3])
