"""How the Python recorders run Puppet: the one setting, PUPPET_REF, and
the scripts that run on the same ruby's Puppet library (see
internal/golden/doc.go, which golden.ReferenceDriver follows for the Go
recorders). Imported by the recorders: `from reference import DRIVER`."""
import os

SCRIPTS = os.path.dirname(os.path.abspath(__file__))

# DRIVER runs Puppet programs, one JSON line each (notices, warnings,
# error): the reference driver PUPPET_REF names, else the conformance
# sample's beside the repository.
DRIVER = ["ruby", os.environ.get("PUPPET_REF") or
          os.path.join(SCRIPTS, "..", "..", "shared", "conformance", "ref", "puppet_ref.rb")]

# PUPPET is Puppet's command line (apply, generate, lookup) on the Puppet
# library of the same ruby.
PUPPET = ["ruby", os.path.join(SCRIPTS, "puppet.rb")]

# CATALOG compiles a manifest, environment or class into Puppet's catalog
# JSON or its messages (see scripts/puppet-catalog.rb), on the same ruby.
CATALOG = ["ruby", os.path.join(SCRIPTS, "puppet-catalog.rb")]
