import Foundation

public enum ControlSpecMain {
    public static func main(arguments: [String]) async -> Int32 { 0 }
}
