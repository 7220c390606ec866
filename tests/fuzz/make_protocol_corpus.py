#!/usr/bin/env python3
"""Seeds for fuzz_protocol, made at build time (binary seeds are not committed): streams of
wire-protocol frames as each end would read them, with the harness's leading bytes (an even
mode byte, then the read size), and a few well-formed recipes for its round-trip mode (odd).
The messages are encoded by hand from faultline_wire.proto, so no protobuf module is needed.
Standard library only. Usage: make_protocol_corpus.py OUTDIR"""
import os
import struct
import sys


def varint(n):
    out = bytearray()
    n &= (1 << 64) - 1
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def zigzag(n):
    return (n << 1) ^ (n >> 63)


def vfield(number, value):
    return varint(number << 3) + varint(value)


def lfield(number, data):
    return varint(number << 3 | 2) + varint(len(data)) + data


def packed(number, values):
    return lfield(number, b"".join(varint(v) for v in values))


def envelope(number, body):
    data = lfield(number, body)
    return struct.pack("<I", len(data)) + data


def clock():
    return vfield(1, 1_770_000_000_000_000_000) + vfield(2, 123_456_789) + vfield(3, 123_999_999)


def hello(version=1, node=b""):
    return envelope(1, vfield(1, version) + lfield(2, b"faultline 0.1.0") + lfield(3, b"resume")
                    + lfield(3, b"job-ranks") + lfield(4, node) + lfield(5, clock()))


def client_stream():
    start = packed(1, [4242, 4243]) + vfield(3, 1) + vfield(5, 30_000) + lfield(6, lfield(1, b"replay-0123456789abcdef")
                                                                              + vfield(2, 77))
    return (hello() + envelope(3, vfield(1, 1)) + envelope(9, b"") + envelope(5, start) + envelope(9, b"")
            + envelope(7, b""))


def server_stream():
    frame = vfield(1, 1) + vfield(3, 2) + vfield(4, 3) + vfield(6, 4) + vfield(7, 5) + vfield(8, 10) + vfield(9, 12)
    stack = vfield(1, zigzag(-8_000_000_000_000)) + lfield(2, frame) + lfield(2, vfield(1, 2) + vfield(2, 0x7F00_1234))
    definitions = (vfield(1, 1) + b"".join(lfield(2, s) for s in [b"python3", b"cudaMalloc+0x10", b"libcudart.so.12",
                                                                    b"/srv/train.py", b"forward"])
                   + vfield(3, 1) + lfield(4, stack))
    # One process with its job rank (RANK 3, LOCAL_RANK 1, WORLD_SIZE 8), one as an older probe sends
    # it (no rank fields), and a session that carries the world size its processes agree on.
    context = (lfield(1, vfield(1, 4242) + vfield(2, 4242) + lfield(3, b"python3") + vfield(4, 5) + vfield(5, 9))
               + lfield(2, vfield(1, 4242) + lfield(2, b"python3 train.py") + vfield(4, 3) + vfield(5, 1) + vfield(6, 8))
               + lfield(2, vfield(1, 4243) + lfield(2, b"bash"))
               + lfield(5, vfield(1, 1) + vfield(2, 1_770_000_000_000_000_000) + lfield(16, b"gpu-node-3")
                        + vfield(19, 8))
               + lfield(7, vfield(1, 1) + vfield(2, 3)))
    n = 4
    timestamps = [zigzag(1_770_000_000_000_000_000), zigzag(1500), zigzag(-200), zigzag(7)]
    batch = (vfield(1, 1) + vfield(2, n) + vfield(3, 5) + vfield(4, 6) + packed(5, timestamps)
             + packed(6, [zigzag(10), zigzag(-1), 0, zigzag(99)]) + packed(7, [4242] * n) + packed(8, [4242, 4243, 4242, 4244])
             + packed(9, [1, 1, 3, 4]) + packed(10, [1, 2, 1, 7]) + packed(12, [1 << 63, 4096, 0, 1])
             + packed(14, [zigzag(-2), 0, 0, 0]) + packed(15, [1, 1, 0, 1]) + packed(17, [1, 1, 1, 0]))
    status = vfield(1, 1) + lfield(2, vfield(1, 1) + vfield(2, 10) + vfield(3, 9) + vfield(4, 1)) + vfield(5, 4) + lfield(
        6, clock())
    return (hello(node=b"gpu-node-3") + envelope(6, lfield(1, b"replay-0123456789abcdef") + vfield(2, 1) + vfield(3, 4))
            + envelope(11, definitions) + envelope(12, context) + envelope(13, batch) + envelope(10, status)
            + envelope(8, lfield(1, b"end of the capture") + vfield(2, 4)))


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    seeds = {
        "client-stream": b"\x00\x05" + client_stream(),
        "client-stream-bytewise": b"\x00\x00" + client_stream(),
        "server-stream": b"\x00\x09" + server_stream(),
        "server-stream-bytewise": b"\x00\x40" + server_stream(),
        "other-version": b"\x00\x03" + hello(version=2),
        "oversized": b"\x00\x01" + struct.pack("<I", 0x7FFFFFFF) + b"\x0a\x00",
        "round-trip-small": b"\x01" + bytes(range(1, 200)),
        "round-trip-stacks": b"\x01\x03\x05a\x07b\x02\x01" + bytes(range(255, 0, -1)) * 3,
    }
    for name, data in seeds.items():
        with open(os.path.join(out, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
