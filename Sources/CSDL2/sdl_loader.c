// SDL2 is loaded the first time a program calls one of its functions, not when the program
// starts: a program that never opens a window (`viewer --headless`, `pager --headless`,
// the headless tests) never maps SDL2 nor the 46 libraries it needs (ALSA, PulseAudio and
// its codecs, D-Bus, X11, Wayland), some 4.5 MB resident (BENCHMARKS.md, "Peak RSS").
//
// Each function ScrollKit calls is defined here with SDL's own prototype and forwards to
// the library's, looked up once. SCROLLKIT_SDL2 names another SDL2 to load (a path or a
// soname); a library that cannot be loaded ends the program with one line naming it and the
// reason, and status 69 (EX_UNAVAILABLE), as a window that cannot open does.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "CSDL2.h"

static void *library;
static const char *library_name;
static pthread_once_t library_once = PTHREAD_ONCE_INIT;

static void open_library(void) {
    library_name = getenv("SCROLLKIT_SDL2");
    if (library_name == NULL || *library_name == '\0') library_name = "libSDL2-2.0.so.0";
    library = dlopen(library_name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "%s: cannot load SDL2: %s\n", program_invocation_short_name, dlerror());
        exit(69);
    }
}

/// The address of SDL2's function `name`, cached in `slot`; loads the library first.
static void *sdl_function(void **slot, const char *name) {
    void *function = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (function != NULL) return function;
    pthread_once(&library_once, open_library);
    function = dlsym(library, name);
    if (function == NULL) {
        fprintf(stderr, "%s: cannot load SDL2: %s has no %s (SDL 2.26 or later is needed)\n",
                program_invocation_short_name, library_name, name);
        exit(69);
    }
    __atomic_store_n(slot, function, __ATOMIC_RELEASE);
    return function;
}

#define SDL_REAL(name) ((__typeof__(&name))({ static void *slot; sdl_function(&slot, #name); }))

int SDLCALL SDL_ConvertPixels(int width, int height, Uint32 src_format, const void * src, int src_pitch, Uint32 dst_format, void * dst, int dst_pitch) {
    return SDL_REAL(SDL_ConvertPixels)(width, height, src_format, src, src_pitch, dst_format, dst, dst_pitch);
}

SDL_Surface * SDLCALL SDL_CreateRGBSurfaceWithFormatFrom(void *pixels, int width, int height, int depth, int pitch, Uint32 format) {
    return SDL_REAL(SDL_CreateRGBSurfaceWithFormatFrom)(pixels, width, height, depth, pitch, format);
}

SDL_Renderer * SDLCALL SDL_CreateRenderer(SDL_Window * window, int index, Uint32 flags) {
    return SDL_REAL(SDL_CreateRenderer)(window, index, flags);
}

SDL_Texture * SDLCALL SDL_CreateTexture(SDL_Renderer * renderer, Uint32 format, int access, int w, int h) {
    return SDL_REAL(SDL_CreateTexture)(renderer, format, access, w, h);
}

SDL_Window * SDLCALL SDL_CreateWindow(const char *title, int x, int y, int w, int h, Uint32 flags) {
    return SDL_REAL(SDL_CreateWindow)(title, x, y, w, h, flags);
}

void SDLCALL SDL_DestroyRenderer(SDL_Renderer * renderer) {
    SDL_REAL(SDL_DestroyRenderer)(renderer);
}

void SDLCALL SDL_DestroyTexture(SDL_Texture * texture) {
    SDL_REAL(SDL_DestroyTexture)(texture);
}

void SDLCALL SDL_DestroyWindow(SDL_Window * window) {
    SDL_REAL(SDL_DestroyWindow)(window);
}

int SDLCALL SDL_FillRect(SDL_Surface * dst, const SDL_Rect * rect, Uint32 color) {
    return SDL_REAL(SDL_FillRect)(dst, rect, color);
}

void SDLCALL SDL_FlushEvents(Uint32 minType, Uint32 maxType) {
    SDL_REAL(SDL_FlushEvents)(minType, maxType);
}

void SDLCALL SDL_FreeSurface(SDL_Surface * surface) {
    SDL_REAL(SDL_FreeSurface)(surface);
}

void * SDLCALL SDL_GL_GetProcAddress(const char *proc) {
    return SDL_REAL(SDL_GL_GetProcAddress)(proc);
}

char * SDLCALL SDL_GetClipboardText(void) {
    return SDL_REAL(SDL_GetClipboardText)();
}

int SDLCALL SDL_GetCurrentDisplayMode(int displayIndex, SDL_DisplayMode * mode) {
    return SDL_REAL(SDL_GetCurrentDisplayMode)(displayIndex, mode);
}

const char * SDLCALL SDL_GetCurrentVideoDriver(void) {
    return SDL_REAL(SDL_GetCurrentVideoDriver)();
}

const char * SDLCALL SDL_GetError(void) {
    return SDL_REAL(SDL_GetError)();
}

SDL_Keymod SDLCALL SDL_GetModState(void) {
    return SDL_REAL(SDL_GetModState)();
}

SDL_Renderer * SDLCALL SDL_GetRenderer(SDL_Window * window) {
    return SDL_REAL(SDL_GetRenderer)(window);
}

int SDLCALL SDL_GetRendererInfo(SDL_Renderer * renderer, SDL_RendererInfo * info) {
    return SDL_REAL(SDL_GetRendererInfo)(renderer, info);
}

int SDLCALL SDL_GetRendererOutputSize(SDL_Renderer * renderer, int *w, int *h) {
    return SDL_REAL(SDL_GetRendererOutputSize)(renderer, w, h);
}

Uint32 SDLCALL SDL_GetTicks(void) {
    return SDL_REAL(SDL_GetTicks)();
}

SDL_TouchDeviceType SDLCALL SDL_GetTouchDeviceType(SDL_TouchID touchID) {
    return SDL_REAL(SDL_GetTouchDeviceType)(touchID);
}

void SDLCALL SDL_GetVersion(SDL_version * ver) {
    SDL_REAL(SDL_GetVersion)(ver);
}

int SDLCALL SDL_GetWindowDisplayIndex(SDL_Window * window) {
    return SDL_REAL(SDL_GetWindowDisplayIndex)(window);
}

Uint32 SDLCALL SDL_GetWindowFlags(SDL_Window * window) {
    return SDL_REAL(SDL_GetWindowFlags)(window);
}

SDL_Window * SDLCALL SDL_GetWindowFromID(Uint32 id) {
    return SDL_REAL(SDL_GetWindowFromID)(id);
}

Uint32 SDLCALL SDL_GetWindowID(SDL_Window * window) {
    return SDL_REAL(SDL_GetWindowID)(window);
}

void SDLCALL SDL_GetWindowSize(SDL_Window * window, int *w, int *h) {
    SDL_REAL(SDL_GetWindowSize)(window, w, h);
}

void SDLCALL SDL_GetWindowSizeInPixels(SDL_Window * window, int *w, int *h) {
    SDL_REAL(SDL_GetWindowSizeInPixels)(window, w, h);
}

SDL_Surface * SDLCALL SDL_GetWindowSurface(SDL_Window * window) {
    return SDL_REAL(SDL_GetWindowSurface)(window);
}

SDL_bool SDLCALL SDL_HasClipboardText(void) {
    return SDL_REAL(SDL_HasClipboardText)();
}

int SDLCALL SDL_Init(Uint32 flags) {
    return SDL_REAL(SDL_Init)(flags);
}

int SDLCALL SDL_PeepEvents(SDL_Event * events, int numevents, SDL_eventaction action, Uint32 minType, Uint32 maxType) {
    return SDL_REAL(SDL_PeepEvents)(events, numevents, action, minType, maxType);
}

int SDLCALL SDL_PollEvent(SDL_Event * event) {
    return SDL_REAL(SDL_PollEvent)(event);
}

void SDLCALL SDL_PumpEvents(void) {
    SDL_REAL(SDL_PumpEvents)();
}

int SDLCALL SDL_PushEvent(SDL_Event * event) {
    return SDL_REAL(SDL_PushEvent)(event);
}

void SDLCALL SDL_Quit(void) {
    SDL_REAL(SDL_Quit)();
}

Uint32 SDLCALL SDL_RegisterEvents(int numevents) {
    return SDL_REAL(SDL_RegisterEvents)(numevents);
}

int SDLCALL SDL_RenderClear(SDL_Renderer * renderer) {
    return SDL_REAL(SDL_RenderClear)(renderer);
}

int SDLCALL SDL_RenderCopy(SDL_Renderer * renderer, SDL_Texture * texture, const SDL_Rect * srcrect, const SDL_Rect * dstrect) {
    return SDL_REAL(SDL_RenderCopy)(renderer, texture, srcrect, dstrect);
}

void SDLCALL SDL_RenderPresent(SDL_Renderer * renderer) {
    SDL_REAL(SDL_RenderPresent)(renderer);
}

int SDLCALL SDL_RenderReadPixels(SDL_Renderer * renderer, const SDL_Rect * rect, Uint32 format, void *pixels, int pitch) {
    return SDL_REAL(SDL_RenderReadPixels)(renderer, rect, format, pixels, pitch);
}

int SDLCALL SDL_SetClipboardText(const char *text) {
    return SDL_REAL(SDL_SetClipboardText)(text);
}

SDL_bool SDLCALL SDL_SetHint(const char *name, const char *value) {
    return SDL_REAL(SDL_SetHint)(name, value);
}

void SDLCALL SDL_SetModState(SDL_Keymod modstate) {
    SDL_REAL(SDL_SetModState)(modstate);
}

int SDLCALL SDL_SetRenderDrawColor(SDL_Renderer * renderer, Uint8 r, Uint8 g, Uint8 b, Uint8 a) {
    return SDL_REAL(SDL_SetRenderDrawColor)(renderer, r, g, b, a);
}

int SDLCALL SDL_SetSurfaceBlendMode(SDL_Surface * surface, SDL_BlendMode blendMode) {
    return SDL_REAL(SDL_SetSurfaceBlendMode)(surface, blendMode);
}

void SDLCALL SDL_SetTextInputRect(const SDL_Rect *rect) {
    SDL_REAL(SDL_SetTextInputRect)(rect);
}

int SDLCALL SDL_SetWindowFullscreen(SDL_Window * window, Uint32 flags) {
    return SDL_REAL(SDL_SetWindowFullscreen)(window, flags);
}

void SDLCALL SDL_SetWindowSize(SDL_Window * window, int w, int h) {
    SDL_REAL(SDL_SetWindowSize)(window, w, h);
}

void SDLCALL SDL_SetWindowTitle(SDL_Window * window, const char *title) {
    SDL_REAL(SDL_SetWindowTitle)(window, title);
}

int SDLCALL SDL_SoftStretchLinear(SDL_Surface * src, const SDL_Rect * srcrect, SDL_Surface * dst, const SDL_Rect * dstrect) {
    return SDL_REAL(SDL_SoftStretchLinear)(src, srcrect, dst, dstrect);
}

void SDLCALL SDL_StartTextInput(void) {
    SDL_REAL(SDL_StartTextInput)();
}

void SDLCALL SDL_StopTextInput(void) {
    SDL_REAL(SDL_StopTextInput)();
}

int SDLCALL SDL_UpdateTexture(SDL_Texture * texture, const SDL_Rect * rect, const void *pixels, int pitch) {
    return SDL_REAL(SDL_UpdateTexture)(texture, rect, pixels, pitch);
}

int SDLCALL SDL_UpdateWindowSurfaceRects(SDL_Window * window, const SDL_Rect * rects, int numrects) {
    return SDL_REAL(SDL_UpdateWindowSurfaceRects)(window, rects, numrects);
}

int SDLCALL SDL_UpperBlit(SDL_Surface * src, const SDL_Rect * srcrect, SDL_Surface * dst, SDL_Rect * dstrect) {
    return SDL_REAL(SDL_UpperBlit)(src, srcrect, dst, dstrect);
}

int SDLCALL SDL_WaitEventTimeout(SDL_Event * event, int timeout) {
    return SDL_REAL(SDL_WaitEventTimeout)(event, timeout);
}

Uint32 SDLCALL SDL_WasInit(Uint32 flags) {
    return SDL_REAL(SDL_WasInit)(flags);
}

void SDLCALL SDL_free(void *mem) {
    SDL_REAL(SDL_free)(mem);
}

char * SDLCALL SDL_strdup(const char *str) {
    return SDL_REAL(SDL_strdup)(str);
}
