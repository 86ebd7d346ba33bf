#if canImport(Glibc)
    import Glibc

    /// glibc functions that its headers declare only with `_GNU_SOURCE`, which Swift's Glibc module does not
    /// define; they are looked up by name instead.
    enum GNUFunctions {
        private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
        private typealias AddChdir =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

        private static func lookUp<Function>(_ name: String, as type: Function.Type) -> Function? {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { return nil }
            return unsafeBitCast(symbol, to: type)
        }

        private static let pipe2Function = lookUp("pipe2", as: Pipe2.self)
        private static let addChdirFunction = lookUp("posix_spawn_file_actions_addchdir_np", as: AddChdir.self)

        /// `pipe2(2)`: a pipe whose descriptors get `flags` (`O_CLOEXEC`) as they are made; `ENOSYS` when absent.
        static func pipe2(_ descriptors: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32 {
            guard let pipe2Function else {
                errno = ENOSYS
                return -1
            }
            return pipe2Function(descriptors, flags)
        }

        /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29): the child changes to `path` before exec.
        static func addChdir(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: String) -> Int32 {
            guard let addChdirFunction else { return ENOSYS }
            return addChdirFunction(actions, path)
        }
    }
#endif
