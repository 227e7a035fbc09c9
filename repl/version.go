package repl

// Version is prepl's version, shown by --version and the banner.
const Version = "0.1.0"
