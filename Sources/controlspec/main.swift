import Foundation
import ControlSpecCLI

exit(await ControlSpecMain.main(arguments: Array(CommandLine.arguments.dropFirst())))
