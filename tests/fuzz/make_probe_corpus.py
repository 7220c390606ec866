#!/usr/bin/env python3
"""Seeds for the probe's fuzzers, made at build time (binary seeds are not committed):
  proc_maps/     this process's own /proc/self/maps
  elf_symbols/   a crafted ELF64 shared object with a versioned .dynsym, a build id and two
                 PT_LOADs; the same cut inside its header and inside its tables; a small system
                 library when one is there
  py_linetable/  co_linetable of this interpreter's functions (3.11+ location tables or 3.10
                 pairs), and hand-made 3.10 pairs; byte 0 = format, bytes 1-4 = co_firstlineno
  py_objects/    a memory image per CPython 3.10-3.13 layout holding a code object, its strings
                 and line table, a thread state and a frame (see fuzz_py_objects.cpp)
  job_environment/  made-up environments (NUL-separated NAME=value) with and without a job's RANK,
                 LOCAL_RANK and WORLD_SIZE, never this process's own; byte 0 picks where the
                 harness splits the input
Standard library only. Usage: make_probe_corpus.py OUTDIR"""
import os
import shutil
import struct
import sys
import types


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def crafted_elf():
    dynstr = b"\0cudaMalloc\0localThing\0dataObj\0free\0libfoo.so.1\0FOO_2\0FOO_1\0"

    def s(name):
        return dynstr.index(name.encode() + b"\0")

    def sym(name, bind, typ, shndx, value, size):
        return struct.pack("<IBBHQQ", name, (bind << 4) | typ, 0, shndx, value, size)

    syms = b"".join([sym(0, 0, 0, 0, 0, 0), sym(s("cudaMalloc"), 1, 2, 8, 0x1000, 0x20),
                     sym(s("cudaMalloc"), 1, 2, 8, 0x1100, 0x10), sym(s("localThing"), 0, 2, 8, 0x1050, 0x10),
                     sym(s("dataObj"), 1, 1, 9, 0x2000, 8), sym(s("free"), 1, 2, 0, 0, 0),
                     sym(s("FOO_2"), 1, 1, 0xfff1, 0, 0)])
    versym = struct.pack("<7H", 0, 2, 0x8003, 0, 1, 0, 2)
    verdef = b""
    for i, name in enumerate(["libfoo.so.1", "FOO_2", "FOO_1"]):
        verdef += struct.pack("<HHHHIII", 1, 1 if i == 0 else 0, i + 1, 1, 0, 20, 28 if i < 2 else 0)
        verdef += struct.pack("<II", s(name), 0)
    note = struct.pack("<III", 4, 8, 3) + b"GNU\0" + bytes.fromhex("deadbeef01234567")

    body = bytearray(64 + 3 * 56)
    parts = {}
    for key, blob, align in [("dynstr", dynstr, 1), ("dynsym", syms, 8), ("versym", versym, 2),
                             ("verdef", verdef, 8), ("note", note, 4)]:
        while len(body) % align:
            body.append(0)
        parts[key] = (len(body), len(blob))
        body += blob
    while len(body) % 8:
        body.append(0)
    shoff = len(body)

    def shdr(typ, off, size, link=0, info=0, align=1, entsize=0):
        return struct.pack("<IIQQQQIIQQ", 0, typ, 2, 0, off, size, link, info, align, entsize)

    sections = [b"\0" * 64, shdr(3, *parts["dynstr"]), shdr(11, *parts["dynsym"], link=1, info=1, align=8, entsize=24),
                shdr(0x6fffffff, *parts["versym"], link=2, align=2, entsize=2),
                shdr(0x6ffffffd, *parts["verdef"], link=1, info=3, align=8), shdr(7, *parts["note"], align=4)]
    body += b"".join(sections)
    size = len(body)

    def phdr(typ, flags, off, vaddr, filesz, memsz, align):
        return struct.pack("<IIQQQQQQ", typ, flags, off, vaddr, vaddr, filesz, memsz, align)

    body[64:64 + 3 * 56] = (phdr(1, 4, 0, 0, size, size, 0x1000) + phdr(1, 5, 0, 0x1000, size, 0x2000, 0x1000)
                           + phdr(4, 4, parts["note"][0], parts["note"][0], parts["note"][1], parts["note"][1], 4))
    ident = b"\x7fELF" + bytes([2, 1, 1]) + b"\0" * 9
    body[0:64] = ident + struct.pack("<HHIQQQIHHHHHH", 3, 62, 1, 0, 64, shoff, 0, 64, 56, 3, 64, len(sections), 0)
    return bytes(body)


def linetable_seeds(out):
    fmt = 1 if sys.version_info >= (3, 11) else 0
    codes = []
    for module in (os, shutil, struct):
        for value in vars(module).values():
            code = getattr(value, "__code__", None)
            if isinstance(code, types.CodeType):
                codes.append(code)
    for i, code in enumerate(codes[:40]):
        write(os.path.join(out, "cpython-%d.bin" % i), bytes([fmt]) + struct.pack("<i", code.co_firstlineno)
              + code.co_linetable)
    # 3.10 pairs: a long jump split with a zero line delta, a no-line entry, a negative delta.
    write(os.path.join(out, "pairs-310.bin"), bytes([0]) + struct.pack("<i", 100)
          + bytes([254, 1, 10, 0, 4, 0x80, 6, 0xfd, 0, 5, 2, 1]))
    # 3.11+ entries of every form, and a varint cut short.
    write(os.path.join(out, "locations-311.bin"), bytes([1]) + struct.pack("<i", 10)
          + bytes([0xE8, 4, 0xD1, 5, 9, 0xD8, 1, 3, 0xFA, 0xF0, 11, 0, 1, 1, 0x98, 0x21, 0xE8, 80, 31]))
    write(os.path.join(out, "cut-varint.bin"), bytes([1]) + struct.pack("<i", 1) + bytes([0xE8, 0xC0]))


# Offsets of bpf/lib/PyLayout.cpp: code (filename, name, qualname, firstlineno, linetable,
# co_code bytes (3.10) or adaptive start), str data, and the thread/frame fields used below.
LAYOUTS = {
    10: dict(file=104, name=112, qual=None, first=40, table=120, cobytes=48, adaptive=None, ascii=48,
             head=32, threads=8, tframe=24, cframe=None, fcode=32, fprev=24, finstr=96),
    11: dict(file=112, name=120, qual=128, first=72, table=136, cobytes=None, adaptive=184, ascii=48,
             head=40, threads=16, tframe=56, cframe=8, fcode=32, fprev=48, finstr=56),
    12: dict(file=112, name=120, qual=128, first=68, table=136, cobytes=None, adaptive=192, ascii=40,
             head=40, threads=72, tframe=56, cframe=0, fcode=0, fprev=8, finstr=56),
    13: dict(file=112, name=120, qual=128, first=68, table=136, cobytes=None, adaptive=200, ascii=40,
             head=632, threads=7344, tframe=72, cframe=None, fcode=0, fprev=8, finstr=56),
}


def object_image(minor):
    base = 0x7F0000000000
    lay = LAYOUTS[minor]
    img = bytearray(0x3000)

    def put(off, fmt, *values):
        struct.pack_into("<" + fmt, img, off, *values)

    code_t, str_t, bytes_t = base + 8 * 8, base + 16 * 8, base + 24 * 8
    code, fname, qual, name, table, cobytes = 0x100, 0x200, 0x280, 0x300, 0x380, 0x400
    runtime = code  # the harness takes _PyRuntime at the same address as the first code object
    img[0:10] = bytes([minor - 10, 8, 16, 24, code // 8, code // 8, 0x50, 0, 1, 2])

    def pystr(off, text):
        put(off + 8, "Q", str_t)
        put(off + 16, "q", len(text))
        put(off + 32, "I", (1 << 2) | (1 << 5) | (1 << 6))
        img[off + lay["ascii"]:off + lay["ascii"] + len(text)] = text.encode()

    put(code + 8, "Q", code_t)
    put(code + 16, "q", 6)
    put(code + lay["file"], "Q", base + fname)
    put(code + lay["name"], "Q", base + name)
    if lay["qual"]:
        put(code + lay["qual"], "Q", base + qual)
    put(code + lay["table"], "Q", base + table)
    put(code + lay["first"], "i", 40)
    pystr(fname, "/app/train.py")
    pystr(qual, "Trainer.step")
    pystr(name, "step")
    entries = bytes([2, 1, 4, 0x80, 6, 2]) if minor == 10 else bytes([0xE9, 2, 0xF9, 0xE9, 4])
    put(table + 8, "Q", bytes_t)
    put(table + 16, "q", len(entries))
    img[table + 32:table + 32 + len(entries)] = entries
    if lay["cobytes"]:
        put(code + lay["cobytes"], "Q", base + cobytes)
        put(cobytes + 8, "Q", bytes_t)
        put(cobytes + 16, "q", 12)

    # One interpreter with one thread state whose top frame runs the code object.
    interp, tstate, cframe, frame = 0x1000, 0x2000, 0x2800, 0x2900
    if runtime + lay["head"] + 8 <= len(img):
        put(runtime + lay["head"], "Q", base + interp)
    if interp + lay["threads"] + 8 <= len(img):
        put(interp + lay["threads"], "Q", base + tstate)
    if lay["cframe"] is None:
        put(tstate + lay["tframe"], "Q", base + frame)
    else:
        put(tstate + lay["tframe"], "Q", base + cframe)
        put(cframe + lay["cframe"], "Q", base + frame)
    put(frame + lay["fcode"], "Q", base + code)
    if minor == 10:
        put(frame + lay["finstr"], "i", 3)
    else:
        put(frame + lay["finstr"], "Q", base + code + lay["adaptive"] + 6)
    return bytes(img)


def main():
    out = sys.argv[1]
    for sub in ("proc_maps", "elf_symbols", "py_linetable", "py_objects", "job_environment"):
        os.makedirs(os.path.join(out, sub), exist_ok=True)
    with open("/proc/self/maps", "rb") as f:
        write(os.path.join(out, "proc_maps", "self.txt"), f.read())

    elf = crafted_elf()
    elf_dir = os.path.join(out, "elf_symbols")
    write(os.path.join(elf_dir, "crafted.so"), elf)
    write(os.path.join(elf_dir, "header-cut.bin"), elf[:40])
    write(os.path.join(elf_dir, "tables-cut.bin"), elf[:len(elf) * 2 // 3])
    for lib in ("/lib/x86_64-linux-gnu/libdl.so.2", "/usr/lib/x86_64-linux-gnu/libdl.so.2"):
        if os.path.exists(lib) and os.path.getsize(lib) <= 64 * 1024:
            shutil.copyfile(lib, os.path.join(elf_dir, "libdl.so.2"))
            break

    linetable_seeds(os.path.join(out, "py_linetable"))
    for minor in LAYOUTS:
        write(os.path.join(out, "py_objects", "cpython-3.%d.bin" % minor), object_image(minor))
    environments = {
        "torchrun.env": b"HOME=/root\0RANK=3\0LOCAL_RANK=1\0WORLD_SIZE=8\0PATH=/usr/bin\0",
        "no-job.env": b"HOME=/root\0PATH=/usr/bin\0LANG=C.UTF-8\0",
        "refused.env": b"RANK=9\0WORLD_SIZE=4\0LOCAL_RANK=x\0RANKX=1\0MY_RANK=2\0",
        "unterminated.env": b"WORLD_SIZE=2\0RANK=1",
        "duplicates.env": b"RANK=1\0RANK=2\0WORLD_SIZE=0002\0",
    }
    for name, data in environments.items():
        write(os.path.join(out, "job_environment", name), data)
    count = sum(len(files) for _, _, files in os.walk(out))
    print("make_probe_corpus: %d seeds in %s" % (count, out))


main()
