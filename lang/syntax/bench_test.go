package syntax

import (
	"fmt"
	"strings"
	"testing"
)

// benchManifest generates a manifest of at least n lines that uses the
// common constructs: classes with parameters, resources, conditionals,
// case, selectors, interpolated strings, heredocs, lambdas, arithmetic.
func benchManifest(n int) string {
	var b strings.Builder
	for i, lines := 0, 0; lines < n; i++ {
		chunk := fmt.Sprintf(`# Class number %[1]d
class module%[1]d::config (
  String $owner = 'root',
  Integer[0, 65535] $port = %[1]d,
  Optional[Array[String]] $extra = undef,
) inherits module%[1]d::params {
  $base = "/etc/module%[1]d"
  $mode = $port > 1024 ? { true => '0644', default => '0600' }
  file { "${base}/config.conf":
    ensure  => file,
    owner   => $owner,
    mode    => $mode,
    content => @("EOT"),
      port=${port}
      name=module%[1]d
      | EOT
  }
  if $extra =~ Array {
    $extra.each |$index, $value| {
      notify { "extra ${index}": message => "${value} is number ${index * 2 + 1}" }
    }
  } elsif $port in [80, 443] {
    notice("standard port ${port}")
  } else {
    warning('unusual port')
  }
  case $facts['os']['family'] {
    'RedHat', 'CentOS': { $pkg = 'module-el' }
    /^Debian/: { $pkg = 'module-deb' }
    default: { $pkg = 'module' }
  }
  package { $pkg: ensure => installed } -> Service['module%[1]d']
  $total = [1, 2, 3].map |$x| { $x * %[1]d }.reduce(0) |$memo, $x| { $memo + $x }
}

`, i)
		b.WriteString(chunk)
		lines += strings.Count(chunk, "\n")
	}
	return b.String()
}

// BenchmarkParse parses (and validates) a generated 10,000-line manifest.
func BenchmarkParse(b *testing.B) {
	text := benchManifest(10000)
	src := NewSource("bench.pp", text)
	if _, err := Parse(src); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Parse(src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLexer tokenizes the same manifest.
func BenchmarkLexer(b *testing.B) {
	text := benchManifest(10000)
	src := NewSource("bench.pp", text)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tl, _, _ := tokenize(src, false)
		tl.release()
	}
}
