// SDL2's API, from the system's headers (libsdl2-dev). No pkg-config: sdl2.pc adds
// -D_REENTRANT, which SwiftPM refuses (with a warning in every package depending on ours).
// The functions are defined by sdl_loader.c, which loads the library on first use.
#include <SDL2/SDL.h>
