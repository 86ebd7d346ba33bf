// The benchmark, beside the product rather than in it (Docs/PERFORMANCE.md): `swift run -c release
// controlspec-bench`. It measures the kit's own publish in its child processes, so it sets the process up as
// `controlspec` does.
import ControlSpecBench
import ControlSpecCLI
import Foundation

ProcessSetup.limitMallocArenasToCores()
exit(await BenchCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
