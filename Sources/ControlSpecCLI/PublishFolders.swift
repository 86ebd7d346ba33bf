import ControlSpecPublish

// The command line's output folders are where `controlspec publish` writes.
extension StagedFolder: PublishFolder {}
extension InPlaceFolder: PublishFolder {}
