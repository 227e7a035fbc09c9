package facts

import (
	"sort"
	"strconv"
	"strings"

	"prepl/types"
)

// WithLegacy adds Puppet 7's legacy flat facts (osfamily,
// operatingsystemrelease, ipaddress_eth0, memorysize, ...) that Facter 4
// derives from the structured facts, where they are missing. The result
// is sorted by name, as Facter and Puppet list facts.
func WithLegacy(h *types.Hash) *types.Hash {
	add := map[string]types.Value{}
	for k, v := range derive(h) {
		if _, exists := h.GetString(k); !exists {
			add[k] = v
		}
	}
	if len(add) == 0 {
		return h
	}
	return sortedWith(h, add)
}

// Rederive returns after, a change of before, with the legacy facts that
// followed before's structured facts following after's: setting os.family
// sets osfamily too. A legacy fact changed itself keeps its new value.
func Rederive(before, after *types.Hash) *types.Hash {
	was, now := derive(before), derive(after)
	for k, v := range now {
		old, hadIt := before.GetString(k)
		cur, hasIt := after.GetString(k)
		switch {
		case !hadIt && !hasIt:
			after = after.Put(types.String(k), v)
		case hadIt && hasIt && types.Equal(old, was[k]) && types.Equal(cur, old) && !types.Equal(cur, v):
			after = after.Put(types.String(k), v)
		}
	}
	return after
}

// derive computes the legacy facts from the structured facts of h.
func derive(h *types.Hash) map[string]types.Value {
	add := map[string]types.Value{}
	set := func(name string, v types.Value) {
		if v != nil && !types.IsUndef(v) {
			add[name] = v
		}
	}
	alias := func(name string, path ...string) { set(name, Dig(h, path...)) }

	alias("architecture", "os", "architecture")
	alias("hardwaremodel", "os", "hardware")
	alias("operatingsystem", "os", "name")
	alias("osfamily", "os", "family")
	alias("operatingsystemrelease", "os", "release", "full")
	alias("operatingsystemmajrelease", "os", "release", "major")
	alias("lsbdistcodename", "os", "distro", "codename")
	alias("lsbdistdescription", "os", "distro", "description")
	alias("lsbdistid", "os", "distro", "id")
	alias("lsbdistrelease", "os", "distro", "release", "full")
	alias("lsbmajdistrelease", "os", "distro", "release", "major")
	alias("lsbminordistrelease", "os", "distro", "release", "minor")
	alias("selinux", "os", "selinux", "enabled")
	alias("selinux_config_mode", "os", "selinux", "config_mode")
	alias("selinux_config_policy", "os", "selinux", "config_policy")
	alias("selinux_current_mode", "os", "selinux", "current_mode")
	alias("selinux_enforced", "os", "selinux", "enforced")
	alias("selinux_policyversion", "os", "selinux", "policy_version")
	alias("system32", "os", "windows", "system32")
	for _, k := range []string{"display_version", "edition_id", "installation_type", "product_name", "release_id"} {
		alias("windows_"+k, "os", "windows", k)
	}
	alias("augeasversion", "augeas", "version")
	alias("rubyplatform", "ruby", "platform")
	alias("rubysitedir", "ruby", "sitedir")
	alias("rubyversion", "ruby", "version")
	alias("gid", "identity", "group")
	alias("id", "identity", "user")
	alias("hardwareisa", "processors", "isa")
	alias("processorcount", "processors", "count")
	alias("physicalprocessorcount", "processors", "physicalcount")
	if models, ok := Dig(h, "processors", "models").(*types.Array); ok {
		for i := 0; i < models.Len(); i++ {
			set("processor"+strconv.Itoa(i), models.At(i))
		}
	}
	for _, m := range []struct{ prefix, fact string }{{"memory", "system"}, {"swap", "swap"}} {
		alias(m.prefix+"size", "memory", m.fact, "total")
		alias(m.prefix+"free", "memory", m.fact, "available")
		set(m.prefix+"size_mb", mebibytes(Dig(h, "memory", m.fact, "total_bytes")))
		set(m.prefix+"free_mb", mebibytes(Dig(h, "memory", m.fact, "available_bytes")))
	}
	alias("uptime", "system_uptime", "uptime")
	alias("uptime_days", "system_uptime", "days")
	alias("uptime_hours", "system_uptime", "hours")
	alias("uptime_seconds", "system_uptime", "seconds")
	for legacy, path := range map[string][]string{
		"manufacturer": {"dmi", "manufacturer"}, "productname": {"dmi", "product", "name"},
		"serialnumber": {"dmi", "product", "serial_number"}, "uuid": {"dmi", "product", "uuid"},
		"bios_vendor": {"dmi", "bios", "vendor"}, "bios_version": {"dmi", "bios", "version"},
		"bios_release_date": {"dmi", "bios", "release_date"}, "boardmanufacturer": {"dmi", "board", "manufacturer"},
		"boardproductname": {"dmi", "board", "product"}, "boardserialnumber": {"dmi", "board", "serial_number"},
		"boardassettag": {"dmi", "board", "asset_tag"}, "chassistype": {"dmi", "chassis", "type"},
		"chassisassettag": {"dmi", "chassis", "asset_tag"},
	} {
		alias(legacy, path...)
	}
	for _, algo := range []string{"dsa", "ecdsa", "ed25519", "rsa"} {
		alias("ssh"+algo+"key", "ssh", algo, "key")
		sha1, ok1 := Dig(h, "ssh", algo, "fingerprints", "sha1").(types.String)
		sha256, ok2 := Dig(h, "ssh", algo, "fingerprints", "sha256").(types.String)
		if ok1 && ok2 {
			set("sshfp_"+algo, types.String(string(sha1)+"\n"+string(sha256)))
		}
	}
	if disks, ok := Dig(h, "disks").(*types.Hash); ok && disks.Len() > 0 {
		var names []string
		for _, e := range disks.Entries() {
			name := string(e.Key.(types.String))
			names = append(names, name)
			for _, k := range []string{"model", "size", "vendor"} {
				from := k
				if k == "size" {
					from = "size_bytes"
				}
				alias("blockdevice_"+name+"_"+k, "disks", name, from)
			}
		}
		set("blockdevices", types.String(strings.Join(names, ",")))
	}
	networkLegacy(h, set, alias)
	return add
}

// networkLegacy adds the flat networking facts: the primary interface's
// (ipaddress, netmask6, ...) and each interface's (ipaddress_eth0, ...).
func networkLegacy(h *types.Hash, set func(string, types.Value), alias func(string, ...string)) {
	alias("hostname", "networking", "hostname")
	alias("domain", "networking", "domain")
	alias("fqdn", "networking", "fqdn")
	legacy := map[string]string{
		"ip": "ipaddress", "ip6": "ipaddress6", "mac": "macaddress", "netmask": "netmask",
		"netmask6": "netmask6", "network": "network", "network6": "network6", "scope6": "scope6",
	}
	for fact, name := range legacy {
		alias(name, "networking", fact)
	}
	ifaces, ok := Dig(h, "networking", "interfaces").(*types.Hash)
	if !ok {
		return
	}
	dhcp := types.NewHashBuilder(ifaces.Len() + 1)
	dhcp.Set(types.String("system"), orUndef(Dig(h, "networking", "dhcp")))
	var names []string
	for _, e := range ifaces.Entries() {
		name := string(e.Key.(types.String))
		names = append(names, name)
		for fact, legacyName := range legacy {
			alias(legacyName+"_"+name, "networking", "interfaces", name, fact)
		}
		alias("mtu_"+name, "networking", "interfaces", name, "mtu")
		if d := Dig(h, "networking", "interfaces", name, "dhcp"); d != nil {
			dhcp.Set(types.String(name), d)
		}
	}
	sort.Strings(names)
	set("interfaces", types.String(strings.Join(names, ",")))
	set("dhcp_servers", dhcp.Build())
}

// orUndef is v, or undef when v is nil.
func orUndef(v types.Value) types.Value {
	if v == nil {
		return types.Undef
	}
	return v
}

// mebibytes converts a byte count to Facter's *_mb legacy facts.
func mebibytes(v types.Value) types.Value {
	n, ok := v.(types.Int)
	if !ok {
		return nil
	}
	return types.Float(float64(n) / (1024 * 1024))
}

// Dig returns the value at path in nested hashes (nil when absent).
func Dig(h *types.Hash, path ...string) types.Value {
	var v types.Value = h
	for _, k := range path {
		hh, ok := v.(*types.Hash)
		if !ok {
			return nil
		}
		v, ok = hh.GetString(k)
		if !ok {
			return nil
		}
	}
	return v
}

// sortedWith returns h with the entries of add, all sorted by name.
func sortedWith(h *types.Hash, add map[string]types.Value) *types.Hash {
	all := map[string]types.Value{}
	var other []types.HashEntry
	for _, e := range h.Entries() {
		if k, ok := e.Key.(types.String); ok {
			all[string(k)] = e.Value
		} else {
			other = append(other, e)
		}
	}
	for k, v := range add {
		all[k] = v
	}
	names := make([]string, 0, len(all))
	for k := range all {
		names = append(names, k)
	}
	sort.Strings(names)
	b := types.NewHashBuilder(len(all) + len(other))
	for _, k := range names {
		b.Set(types.String(k), all[k])
	}
	for _, e := range other {
		b.Set(e.Key, e.Value)
	}
	return b.Build()
}
