/// Why an implementation process could not be started or greeted.
///
/// Environment problems, thrown by ``ProcessImplementation/init(command:currentDirectory:kitVersion:timeout:)``
/// and ``ProcessImplementation/restart()``; failures of single calls are ``ControlContract/ContractFailure``s instead.
package enum ProcessImplementationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The command line could not be split into words (an unterminated quote, nothing to run).
    case invalidCommandLine(String)
    /// The program is not an executable file, or is not on `PATH`.
    case commandNotFound(String)
    /// The operating system refused to start the program.
    case launchFailed(command: String, reason: String)
    /// The implementation speaks a version of the wire protocol outside ``WireProtocol/supportedVersions``;
    /// `kit` is the newest version the kit speaks.
    case protocolMismatch(command: String, kit: Int, implementation: Int)
    /// The implementation exited, hung, or answered something else than a `hello`.
    case handshakeFailed(command: String, reason: String)
    /// After a restart the implementation described itself differently, so member indices would not match.
    case implementationChanged(command: String)

    package var description: String {
        switch self {
        case .invalidCommandLine(let reason):
            return "invalid implementation command: \(reason)"
        case .commandNotFound(let program):
            return "implementation command not found: \(program) (not an executable file, nor on PATH)"
        case .launchFailed(let command, let reason):
            return "could not start implementation '\(command)': \(reason)"
        case .protocolMismatch(let command, _, let implementation):
            return "implementation '\(command)' speaks wire protocol \(implementation), but this kit speaks protocol "
                + "\(WireProtocol.supportedVersionsDescription) (see conformance/PROTOCOL.md, \"Versions\")"
        case .handshakeFailed(let command, let reason):
            return "implementation '\(command)' failed the handshake: \(reason)"
        case .implementationChanged(let command):
            return "implementation '\(command)' described itself differently after a restart"
        }
    }
}
