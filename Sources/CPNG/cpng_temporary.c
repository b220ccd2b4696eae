#define _POSIX_C_SOURCE 200809L // sigaction, pthread_sigmask
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>
#include "cpng.h"

// Everything the signal handler touches is allocated here, before any signal: fixed path
// buffers and their states. A slot's path is only read by the handler while the slot is
// ARMED, and only written while it is FILLING, so the handler never sees half a path.
enum { PATH_CAPACITY = 4096 };
enum { SLOT_FREE = 0, SLOT_FILLING = 1, SLOT_ARMED = 2 };

static char slot_paths[CPNG_TEMPORARY_SLOTS][PATH_CAPACITY];
static atomic_int slot_states[CPNG_TEMPORARY_SLOTS];

// The catchable signals whose default action ends the process. (Faults such as SIGSEGV
// are left to the runtime's and sanitizers' own handlers.)
static const int covered_signals[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGALRM, SIGXCPU, SIGXFSZ,
};
enum { SIGNAL_COUNT = sizeof covered_signals / sizeof covered_signals[0] };

static struct sigaction previous_actions[SIGNAL_COUNT];
static sigset_t covered_set;
static pthread_once_t install_once = PTHREAD_ONCE_INIT;

static void remove_armed_files(void) {
    for (int i = 0; i < CPNG_TEMPORARY_SLOTS; i++) {
        if (atomic_load(&slot_states[i]) == SLOT_ARMED) unlink(slot_paths[i]);
    }
}

// Async-signal-safe: atomics, unlink, sigaction and raise only.
static void on_signal(int number, siginfo_t *info, void *context) {
    int index = 0;
    while (index < SIGNAL_COUNT && covered_signals[index] != number) index++;
    if (index == SIGNAL_COUNT) return;
    const struct sigaction *previous = &previous_actions[index];
    if (previous->sa_flags & SA_SIGINFO) {
        previous->sa_sigaction(number, info, context);
        return;
    }
    if (previous->sa_handler == SIG_IGN) return;
    if (previous->sa_handler != SIG_DFL) {
        previous->sa_handler(number);
        return;
    }
    int saved_errno = errno;
    remove_armed_files();
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(number, &fallback, NULL);
    // Blocked while this handler runs; delivered, with the default action, on return.
    raise(number);
    errno = saved_errno;
}

static void install_handlers(void) {
    sigemptyset(&covered_set);
    for (int i = 0; i < SIGNAL_COUNT; i++) sigaddset(&covered_set, covered_signals[i]);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_signal;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    // One covered signal at a time: the handler runs to its end before the next.
    action.sa_mask = covered_set;
    for (int i = 0; i < SIGNAL_COUNT; i++) {
        // One call swaps the handlers, so none set meanwhile by another thread is lost.
        sigaction(covered_signals[i], &action, &previous_actions[i]);
        // An ignored signal stays ignored, as it is for programs this one starts (exec
        // keeps SIG_IGN but resets handlers); it cannot end the process anyway.
        if (!(previous_actions[i].sa_flags & SA_SIGINFO) && previous_actions[i].sa_handler == SIG_IGN) {
            sigaction(covered_signals[i], &previous_actions[i], NULL);
        }
    }
}

int cpng_temporary_create(const char *path, unsigned int mode, int *slot) {
    *slot = -1;
    pthread_once(&install_once, install_handlers);
    sigset_t old_mask;
    pthread_sigmask(SIG_BLOCK, &covered_set, &old_mask);
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, (mode_t)mode);
    int saved_errno = errno;
    size_t length = strlen(path);
    if (fd >= 0 && length < PATH_CAPACITY) {
        for (int i = 0; i < CPNG_TEMPORARY_SLOTS; i++) {
            int expected = SLOT_FREE;
            if (atomic_compare_exchange_strong(&slot_states[i], &expected, SLOT_FILLING)) {
                memcpy(slot_paths[i], path, length + 1);
                atomic_store(&slot_states[i], SLOT_ARMED);
                *slot = i;
                break;
            }
        }
    }
    pthread_sigmask(SIG_SETMASK, &old_mask, NULL);
    errno = saved_errno;
    return fd;
}

void cpng_temporary_release(int slot) {
    if (slot >= 0 && slot < CPNG_TEMPORARY_SLOTS) atomic_store(&slot_states[slot], SLOT_FREE);
}
