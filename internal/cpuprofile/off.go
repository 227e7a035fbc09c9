//go:build !cpuprofile

package cpuprofile

// Start does nothing: the build has no cpuprofile tag.
func Start() (stop func()) { return func() {} }
