package rubybridge

// LookRuby exposes findRuby to the tests.
func LookRuby() (string, bool) { return findRuby() }
