#ifndef MEASURED_SPAWN_H
#define MEASURED_SPAWN_H
// Runs a program as a child and reports the child's own peak resident memory, for the
// benchmarks. posix_spawn (and Foundation's Process, built on it) starts the child in the
// parent's address space (CLONE_VM | CLONE_VFORK), and at exec the kernel folds that
// address space's high-water mark into the child's ru_maxrss: a child spawned by a
// benchmark that once held a gigabyte reports at least a gigabyte. A plain fork gives the
// child a copy whose resident size is the parent's current one (not its peak), so the
// report is the child's own peak whenever that exceeds the parent's current size; the
// parent's current size is returned too, so a caller can tell when it does not.

#include <sys/types.h>

/// Forks, and in the child sends standard output (and standard error when `quiet_stderr`
/// is nonzero) to /dev/null and executes `path` with `argv` (NULL-terminated) and the
/// parent's environment; waits for it. Returns 0 with the wait status in `status`, the
/// child's peak resident set in `maxrss_kib` (KiB, ru_maxrss of wait4) and this process's
/// resident set just before the fork in `parent_rss_kib` (KiB, from /proc/self/statm);
/// -1 when the fork or the wait failed. A child that cannot execute `path` exits 127.
int measured_spawn(const char *path, char *const argv[], int quiet_stderr, int *status, long *maxrss_kib,
                   long *parent_rss_kib);

#endif
