package facts

import (
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/display"
	"prepl/types"
)

// factType is the type a fact's value must have, by dotted path.
type factType struct {
	path string
	kind string // String, Integer, Float, Boolean, Hash, Array
}

// everySet are the facts every Facter 4 document has, structured and
// legacy, with their types.
var everySet = []factType{
	{"facterversion", "String"}, {"kernel", "String"}, {"kernelrelease", "String"},
	{"kernelversion", "String"}, {"kernelmajversion", "String"}, {"fips_enabled", "Boolean"},
	{"is_virtual", "Boolean"}, {"virtual", "String"}, {"path", "String"}, {"timezone", "String"},
	{"os", "Hash"}, {"os.name", "String"}, {"os.family", "String"}, {"os.architecture", "String"},
	{"os.hardware", "String"}, {"os.release", "Hash"}, {"os.release.full", "String"}, {"os.release.major", "String"},
	{"networking", "Hash"}, {"networking.hostname", "String"}, {"networking.domain", "String"},
	{"networking.fqdn", "String"}, {"networking.ip", "String"}, {"networking.mac", "String"},
	{"networking.mtu", "Integer"}, {"networking.primary", "String"}, {"networking.interfaces", "Hash"},
	{"processors", "Hash"}, {"processors.count", "Integer"}, {"processors.isa", "String"},
	{"processors.models", "Array"}, {"processors.physicalcount", "Integer"},
	{"memory.system.total", "String"}, {"memory.system.total_bytes", "Integer"},
	{"memory.system.available", "String"}, {"memory.system.available_bytes", "Integer"},
	{"memory.system.used_bytes", "Integer"}, {"memory.system.capacity", "String"},
	{"identity", "Hash"}, {"identity.user", "String"}, {"identity.privileged", "Boolean"},
	{"ruby.version", "String"}, {"ruby.platform", "String"}, {"ruby.sitedir", "String"},
	{"system_uptime.seconds", "Integer"}, {"system_uptime.days", "Integer"}, {"system_uptime.uptime", "String"},
	{"dmi.manufacturer", "String"}, {"dmi.product.name", "String"}, {"hypervisors", "Hash"},
	// Legacy facts.
	{"architecture", "String"}, {"hardwaremodel", "String"}, {"hardwareisa", "String"},
	{"operatingsystem", "String"}, {"operatingsystemrelease", "String"}, {"operatingsystemmajrelease", "String"},
	{"osfamily", "String"}, {"hostname", "String"}, {"domain", "String"}, {"fqdn", "String"},
	{"ipaddress", "String"}, {"macaddress", "String"}, {"netmask", "String"}, {"network", "String"},
	{"interfaces", "String"}, {"dhcp_servers", "Hash"}, {"memorysize", "String"}, {"memoryfree", "String"},
	{"memorysize_mb", "Float"}, {"memoryfree_mb", "Float"}, {"processorcount", "Integer"},
	{"processor0", "String"}, {"physicalprocessorcount", "Integer"}, {"rubyversion", "String"},
	{"uptime", "String"}, {"uptime_seconds", "Integer"}, {"manufacturer", "String"}, {"productname", "String"},
	{"uuid", "String"}, {"id", "String"},
}

// everyLinux are the facts Facter 4 has on Linux besides those.
var everyLinux = []factType{
	{"os.distro", "Hash"}, {"os.distro.codename", "String"}, {"os.distro.description", "String"},
	{"os.distro.id", "String"}, {"os.distro.release.full", "String"}, {"os.selinux.enabled", "Boolean"},
	{"disks", "Hash"}, {"mountpoints", "Hash"}, {"mountpoints./", "Hash"}, {"mountpoints./.size_bytes", "Integer"},
	{"mountpoints./.options", "Array"}, {"partitions", "Hash"}, {"filesystems", "String"},
	{"load_averages.1m", "Float"}, {"augeas.version", "String"}, {"ssh.rsa.key", "String"},
	{"ssh.ed25519.fingerprints.sha256", "String"}, {"processors.cores", "Integer"}, {"processors.speed", "String"},
	{"identity.uid", "Integer"}, {"identity.gid", "Integer"}, {"identity.group", "String"},
	{"networking.ip6", "String"}, {"networking.interfaces.lo", "Hash"},
	{"selinux", "Boolean"}, {"blockdevices", "String"}, {"gid", "String"}, {"sshrsakey", "String"},
	{"sshfp_rsa", "String"}, {"augeasversion", "String"}, {"ipaddress6", "String"}, {"ipaddress_lo", "String"},
	{"mtu_lo", "Integer"}, {"scope6", "String"},
}

// checkShape reports where h lacks one of the facts or has it with the
// wrong type.
func checkShape(t *testing.T, name string, h *types.Hash, want []factType) {
	t.Helper()
	for _, f := range want {
		v := Dig(h, strings.Split(f.path, ".")...)
		if !assert.NotNil(t, v, "%s lacks %s", name, f.path) {
			continue
		}
		assert.Equal(t, f.kind, kindOf(v), "%s: the type of %s", name, f.path)
	}
}

// kindOf names the kind of a fact's value.
func kindOf(v types.Value) string {
	switch v.(type) {
	case *types.Hash:
		return "Hash"
	case *types.Array:
		return "Array"
	case types.String:
		return "String"
	case types.Int:
		return "Integer"
	case types.Float:
		return "Float"
	case types.Bool:
		return "Boolean"
	}
	return types.Infer(v).String()
}

func TestBuiltinSets(t *testing.T) {
	assert.Equal(t, []string{"debian-12", "rhel-9", "ubuntu-22.04", "ubuntu-24.04", "windows-2022"}, BuiltinNames())
	for _, tc := range []struct {
		name, family, osName, release, major, hostname string
	}{
		{"debian-12", "Debian", "Debian", "12.11", "12", "debian12"},
		{"ubuntu-22.04", "Debian", "Ubuntu", "22.04", "22.04", "ubuntu2204"},
		{"ubuntu-24.04", "Debian", "Ubuntu", "24.04", "24.04", "ubuntu2404"},
		{"rhel-9", "RedHat", "RedHat", "9.4", "9", "rhel9"},
		{"windows-2022", "windows", "windows", "2022", "2022", "win2022"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, err := Builtin(tc.name)
			require.NoError(t, err)
			checkShape(t, tc.name, h, everySet)
			if tc.family != "windows" {
				checkShape(t, tc.name, h, everyLinux)
			} else {
				checkShape(t, tc.name, h, []factType{{"os.windows.product_name", "String"}, {"windows_product_name", "String"}, {"system32", "String"}})
			}
			for path, want := range map[string]string{
				"os.family": tc.family, "osfamily": tc.family, "os.name": tc.osName, "operatingsystem": tc.osName,
				"os.release.full": tc.release, "operatingsystemrelease": tc.release, "os.release.major": tc.major,
				"networking.hostname": tc.hostname, "fqdn": tc.hostname + ".example.com",
			} {
				assert.Equal(t, want, display.ToString(Dig(h, strings.Split(path, ".")...)), path)
			}
			assertLegacyConsistent(t, h)
			assertSorted(t, h)
		})
	}
	_, err := Builtin("solaris-11")
	assert.EqualError(t, err, `no built-in facts for "solaris-11"; there are debian-12, rhel-9, ubuntu-22.04, ubuntu-24.04, windows-2022`)
	_, err = Builtin("../sets/debian-12")
	assert.Error(t, err)
}

// assertLegacyConsistent checks that each legacy fact of h is what Facter
// derives from the structured facts.
func assertLegacyConsistent(t *testing.T, h *types.Hash) {
	t.Helper()
	derived := 0
	for _, e := range h.Entries() {
		without := h.Without([]types.Value{e.Key})
		if v, ok := WithLegacy(without).Get(e.Key); ok {
			derived++
			assert.Equal(t, display.ToString(e.Value), display.ToString(v), "legacy fact %s", display.ToString(e.Key))
		}
	}
	assert.Greater(t, derived, 40, "legacy facts")
}

// assertSorted checks that the facts are in Facter's order.
func assertSorted(t *testing.T, h *types.Hash) {
	t.Helper()
	prev := ""
	for _, e := range h.Entries() {
		k := string(e.Key.(types.String))
		assert.Less(t, prev, k, "facts out of order")
		prev = k
	}
}

// TestFacterPassesTheSameChecks runs the built-in sets' checks on real
// Facter output, so the checks describe Facter and not only the sets.
func TestFacterPassesTheSameChecks(t *testing.T) {
	if _, err := exec.LookPath("facter"); err != nil {
		t.Skip("facter is not installed")
	}
	h, _, err := RunFacter(context.Background())
	require.NoError(t, err)
	// This machine's Facter cannot read some facts in a container or
	// without a domain; the rest must be there with the same types.
	var present []factType
	for _, f := range append(append([]factType{}, everySet...), everyLinux...) {
		if Dig(h, strings.Split(f.path, ".")...) != nil {
			present = append(present, f)
		}
	}
	assert.Greater(t, len(present), 70)
	checkShape(t, "facter", h, present)
	assertLegacyConsistent(t, h)
}
