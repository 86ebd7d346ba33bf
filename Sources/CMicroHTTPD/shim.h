#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

// Swift cannot call C's variadic functions nor read macros with casts: these wrap the few the preview uses.

/// Leaves a URL as it came: the server decodes it once itself, and refuses `%00` (which a C string would cut).
static inline size_t cs_mhd_keep_escaped(void *cls, struct MHD_Connection *connection, char *text) {
    (void) cls;
    (void) connection;
    return strlen(text);
}

/// Starts a daemon bound to `address`, answering every request with `handler` (handed `cls`), with URLs
/// left percent-encoded.
static inline struct MHD_Daemon *cs_mhd_start(unsigned int flags, const struct sockaddr *address,
                                              MHD_AccessHandlerCallback handler, void *cls) {
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, cls, MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_UNESCAPE_CALLBACK, cs_mhd_keep_escaped, NULL, MHD_OPTION_END);
}

/// The port the daemon listens on (the one the system chose when asked for port 0); 0 when unknown.
static inline uint16_t cs_mhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// `MHD_RESPMEM_MUST_COPY`, by value (Swift renames the cases of a closed C enum).
static const enum MHD_ResponseMemoryMode cs_mhd_must_copy = MHD_RESPMEM_MUST_COPY;

/// What a content reader returns when its stream is over, or broken.
static inline ssize_t cs_mhd_end_of_stream(void) { return MHD_CONTENT_READER_END_OF_STREAM; }
static inline ssize_t cs_mhd_end_with_error(void) { return MHD_CONTENT_READER_END_WITH_ERROR; }
