// Package hiera is Puppet 7's Hiera 5 data. So far: data files read as
// Ruby's Psych reads YAML (YAML 1.1 scalars), which is how Puppet reads
// them.
package hiera
