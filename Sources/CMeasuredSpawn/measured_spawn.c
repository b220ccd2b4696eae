#define _GNU_SOURCE
#include "measured_spawn.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static long current_rss_kib(void) {
    FILE *f = fopen("/proc/self/statm", "r");
    if (!f) return -1;
    long size = 0, resident = 0;
    int n = fscanf(f, "%ld %ld", &size, &resident);
    fclose(f);
    return n == 2 ? resident * (sysconf(_SC_PAGESIZE) / 1024) : -1;
}

int measured_spawn(const char *path, char *const argv[], int quiet_stderr, int *status, long *maxrss_kib,
                   long *parent_rss_kib) {
    *parent_rss_kib = current_rss_kib();
    pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        // Only async-signal-safe calls between fork and exec: the parent has other threads.
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) {
            dup2(null, 1);
            if (quiet_stderr) dup2(null, 2);
        }
        execve(path, argv, environ);
        _exit(127);
    }
    struct rusage usage;
    pid_t waited;
    do {
        waited = wait4(pid, status, 0, &usage);
    } while (waited < 0 && errno == EINTR);
    if (waited != pid) return -1;
    *maxrss_kib = usage.ru_maxrss;
    return 0;
}
