/// Apple framework types that view code uses around its views but that cannot be evaluated
/// here: formatting, calendars, decoding, media, location, photos, persistence, biometrics
/// (docs/semantics.md "Code that is not about views").
///
/// Each name evaluates to a stand-in that its members and calls keep; a statement that only
/// uses one is skipped with `semantics.skipped-effect`. Where a stand-in reaches what the
/// scene draws (a frame's number, a view), the diagnostic there names it.
enum FrameworkStandIns {
  /// Foundation (and CryptoKit) types whose values are data, not geometry.
  static let foundation: [String] = [
    "Calendar", "DateFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter",
    "DateComponentsFormatter", "DateIntervalFormatter", "ByteCountFormatter", "MeasurementFormatter",
    "ListFormatter", "PersonNameComponentsFormatter", "LengthFormatter", "EnergyFormatter", "MassFormatter",
    "Locale", "TimeZone", "DateComponents",
    "DateInterval", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "Data",
    "URLRequest", "URLComponents", "URLQueryItem", "NSPredicate", "NSSortDescriptor", "ProcessInfo",
    "OperationQueue", "Thread", "RunLoop", "NSCache", "NSKeyedArchiver", "NSKeyedUnarchiver",
    "NSUbiquitousKeyValueStore", "JSONSerialization", "CharacterSet", "NSRegularExpression",
    "NSAttributedString", "NSMutableAttributedString", "NSString", "AVAssetImageGenerator", "ScrollGeometry",
    "ImageRenderer", "ProjectionTransform", "CGAffineTransform", "Insecure", "SHA256", "SHA512", "HMAC",
    "SymmetricKey",
    // Preview configuration passed to `.previewDevice(_:)`, which is ignored.
    "PreviewDevice",
    // Errors an async loader throws or catches (`throw URLError(.badURL)`).
    "URLError", "NSError", "CocoaError", "DecodingError", "EncodingError", "URLResponse", "HTTPURLResponse",
  ]

  /// Media, device and service frameworks (AVFoundation, CoreLocation, MapKit's services,
  /// Photos, LocalAuthentication, StoreKit, CoreMotion, CloudKit, HealthKit, Contacts, Speech).
  static let services: [String] = [
    "AVPlayer", "AVQueuePlayer", "AVPlayerItem", "AVPlayerLooper", "AVAudioPlayer", "AVAudioSession",
    "AVAudioEngine", "AVAudioRecorder", "AVCaptureDevice", "AVCaptureSession", "AVCaptureVideoPreviewLayer",
    "AVCapturePhotoOutput", "AVCaptureDeviceInput", "AVCaptureMetadataOutput", "AVURLAsset", "AVAsset",
    "AVSpeechSynthesizer", "AVSpeechUtterance", "CLLocationManager", "CLGeocoder", "CLLocation",
    "MKLocalSearch", "MKDirections", "MKCoordinateRegion", "MKCoordinateSpan", "CLLocationCoordinate2D",
    "MapCameraPosition", "MapCamera", "MKMapItem", "MKPlacemark", "PHPhotoLibrary", "PHAsset",
    "PHImageManager",
    "PHCachingImageManager", "PHFetchOptions", "PHImageRequestOptions", "LAContext",
    "SKStoreReviewController",
    "SKPaymentQueue", "CMMotionManager", "CMPedometer",
    "CKContainer", "CKRecord", "HKHealthStore", "CNContactStore", "SFSpeechRecognizer",
    "UNNotificationRequest", "UNMutableNotificationContent", "UNTimeIntervalNotificationTrigger",
    "UNCalendarNotificationTrigger", "UNNotificationAction", "UNNotificationCategory", "BGTaskScheduler",
    "NWPathMonitor", "WCSession",
  ]

  /// Persistence stacks: Core Data and SwiftData containers and requests. SwiftData's `Query`
  /// and `SortDescriptor` are evaluated instead (`Interpreter+SwiftData`).
  static let persistence: [String] = [
    "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSFetchRequest", "NSEntityDescription",
    "ModelContainer", "ModelConfiguration", "FetchDescriptor",
  ]

  /// Foundation's expression macros: `#Predicate { … }` filters a store's query.
  static let macros: Set<String> = ["Predicate", "Expression"]

  /// Media and image types UIKit apps pass into views: an image made at run time is drawn as
  /// the asset placeholder (`Image(uiImage:)`, docs/semantics.md "Assets").
  static let uiKit: [String] = [
    "UIImage", "UIColor", "UIFont", "UIBezierPath", "CIImage", "CIFilter", "CIContext", "UIView",
    "UIViewController", "UIHostingController", "UIImageView", "UILabel", "UIVisualEffectView", "UIBlurEffect",
    "UIGestureRecognizer", "UIPanGestureRecognizer", "UITapGestureRecognizer", "UILongPressGestureRecognizer",
    "UIPinchGestureRecognizer", "UISwipeGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
    "UIGraphicsImageRenderer", "CALayer", "CAShapeLayer", "CGPath", "CGContext", "MKMapView", "PKCanvasView",
    "PKToolPicker", "WKWebView",
  ]

  /// Combine's subjects and subscriptions: a model's publishers and what keeps them alive. Values
  /// sent through them reach views only through `onReceive`, which Matchcut does not run
  /// (swiftui-semantics §21.5).
  static let combine: [String] = [
    "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "AnyPublisher", "Just",
  ]

  /// Core Data's query property wrappers, written out in an `init` (`_items = FetchRequest(…)`).
  static let queries: Set<String> = ["FetchRequest", "SectionedFetchRequest", "SectionedQuery"]

  /// SwiftUI's keyframe values, which code may build outside an animator (a view's stored
  /// `[LinearKeyframe<Frame>]`): animators are drawn at rest and their keyframes never played
  /// (`Interpreter+Animators`), so the values are never read; the same for timeline schedules.
  static let keyframes: [String] = [
    "LinearKeyframe", "SpringKeyframe", "CubicKeyframe", "MoveKeyframe", "KeyframeTrack", "KeyframeTimeline",
    // A `TimelineView`'s schedules: its content is built once, at the preview's instant
    // (swiftui-semantics §23.6), so the schedule is never read either.
    "AnimationTimelineSchedule", "PeriodicTimelineSchedule", "EveryMinuteTimelineSchedule",
    "ExplicitTimelineSchedule",
  ]

  /// Every stand-in name.
  static let names: [String] =
    foundation + services + persistence + uiKit + combine + keyframes + Array(macros)
    + queries.sorted()
  static let set = Set(names)
}

/// Views of other frameworks that Matchcut cannot draw — maps, charts, video, SpriteKit and
/// SceneKit scenes, web content. Each takes the space it is offered, as such views do, and is
/// drawn clear with a warning naming it; its arguments and content closure are not evaluated
/// (docs/semantics.md "Code that is not about views").
enum FrameworkViews {
  static let flexible: Set<String> = [
    "Map", "Chart", "VideoPlayer", "SpriteView", "SceneView", "RealityView", "WebView", "MapReader",
    "CameraView", "DataScannerView", "TextEditor",
  ]

  /// Names used only inside those views' content closures (map annotations, chart marks) or
  /// their arguments (regions, positions, coordinates): known to the name check, never run.
  static let contentNames: [String] = [
    "Marker", "Annotation", "MapPolyline", "MapPolygon", "MapCircle", "UserAnnotation", "MapCompass",
    "MapScaleView", "MapUserLocationButton", "MapPitchToggle", "MapAnnotation", "MapMarker", "MapPin",
    "MKCoordinateRegion", "MKCoordinateSpan", "CLLocationCoordinate2D", "MapCameraPosition", "MapCamera",
    "MKMapItem", "MKPlacemark", "MapStyle", "MapInteractionModes", "BarMark", "LineMark", "PointMark",
    "AreaMark", "RuleMark", "SectorMark", "RectangleMark", "AxisMarks", "AxisValueLabel", "AxisGridLine",
    "PlottableValue", "AVPlayerLayer", "SKScene", "SCNScene",
  ]
}
