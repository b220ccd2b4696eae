#!/usr/bin/env python3
"""Lists the functions of PROGRAM that callgrind profiles (--dump-instr=yes) saw run.

usage: hot-symbols.py PROGRAM PROFILE...

Prints one symbol name a line, for lld's --symbol-ordering-file: the functions of the
first profile in address order, then those only the later ones ran. The linker puts them
side by side at the front of the program's code, so the pages a run touches are few: the
kernel maps 64 KB of a file around each page a program touches, and code spread over the
whole 17 MB text segment made most of it resident (docs/design.md, "Hot code first").
"""
import bisect
import re
import subprocess
import sys


def executed_addresses(profile, program_name):
    """The instruction addresses inside `program_name` that `profile` counts."""
    objects, current, last, found = {}, None, 0, set()
    name_line = re.compile(r'c?ob=\((\d+)\)(?: (.*))?')
    with open(profile, errors='replace') as lines:
        for line in lines:
            if line.startswith(('ob=', 'cob=')):
                match = name_line.match(line.rstrip('\n'))
                if match.group(2):
                    objects[match.group(1)] = match.group(2)
                if line.startswith('ob='):
                    current = objects.get(match.group(1), '')
                continue
            if not line or line[0] not in '0123456789+-*':
                continue
            token = line.split()[0]
            if token.startswith('0x'):
                last = int(token, 16)
            elif token[0] == '+':
                last += int(token[1:])
            elif token[0] == '-':
                last -= int(token[1:])
            elif token != '*':
                continue
            if current and current.endswith(program_name):
                found.add(last)
    return found


def function_symbols(program):
    """(start, size, name) of every function symbol of `program`, by address."""
    listing = subprocess.run(['nm', '-S', '--defined-only', program],
                             capture_output=True, text=True, check=True).stdout
    symbols = []
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in 'tTwW':
            symbols.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
    return sorted(symbols)


def main():
    if len(sys.argv) < 3:
        sys.exit('usage: hot-symbols.py PROGRAM PROFILE...')
    program, profiles = sys.argv[1], sys.argv[2:]
    symbols = function_symbols(program)
    starts = [start for start, _, _ in symbols]
    listed = set()
    for profile in profiles:
        hot = {}
        for address in executed_addresses(profile, program.rsplit('/', 1)[-1]):
            index = bisect.bisect_right(starts, address) - 1
            if index >= 0:
                start, size, name = symbols[index]
                if start <= address < start + max(size, 1) and name not in listed:
                    hot[name] = start
        for name in sorted(hot, key=hot.get):
            print(name)
        listed.update(hot)


main()
