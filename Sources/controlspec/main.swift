import ControlSpecCLI
import Foundation

exit(await ControlSpecMain.main(arguments: Array(CommandLine.arguments.dropFirst())))
