import ControlSpecCLI
import Foundation

ProcessSetup.limitMallocArenasToCores()
exit(await ControlSpecMain.main(arguments: Array(CommandLine.arguments.dropFirst())))
