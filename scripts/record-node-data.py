#!/usr/bin/env python3
"""Record what `puppet apply` gives compiled code besides facts.

Runs Puppet 7 (as root, as the settings' paths depend on it) on a small
manifest with a fixed certname and writes:

  lang/facts/testdata/puppet-apply.yaml  $trusted, $server_facts, the facts
      Puppet adds to Facter's, $settings::strict_variables without and with
      --strict_variables, the settings that describe an environment
      (environment, environmentpath, modulepath, manifest) for an
      environment "staging", and every $settings:: variable, as Puppet
      gives them for certname node1.example.test (the tests' golden);
  lang/facts/settings.yaml  the settings prepl embeds: the same values in
      Puppet's order, with the certname written as ${certname} so that a
      session can put in its own.

Run from the repository root: scripts/record-node-data.py
"""
import json
import os
import subprocess
import sys
import tempfile

import yaml

from golden import PUPPET

CERTNAME = "node1.example.test"

MANIFEST = r"""
$data = {
  'trusted' => $trusted,
  'server_facts' => $server_facts,
  'added_facts' => $facts.filter |$k, $v| { $k in ['clientcert', 'clientversion', 'clientnoop', 'puppetversion'] },
  'strict_variables' => $settings::strict_variables,
}
notice(inline_template("DATA<%= require 'json'; JSON.generate(@data) %>"))
notice(inline_template("SETTINGS<%= require 'json'; JSON.generate(scope['settings::all_local'], allow_nan: true) %>"))
"""


def run_puppet(*flags):
    with tempfile.NamedTemporaryFile("w", suffix=".pp", delete=False) as f:
        f.write(MANIFEST)
        path = f.name
    try:
        out = subprocess.run(
            [*PUPPET, "apply", "--color=false", "--certname", CERTNAME, *flags, path],
            capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(path)
    found = {}
    for line in out.splitlines():
        for tag in ("DATA", "SETTINGS"):
            marker = "Scope(Class[main]): " + tag
            if marker in line:
                found[tag] = line.split(marker, 1)[1]
    return json.loads(found["DATA"]), json.loads(found["SETTINGS"])


ENV_MANIFEST = r"""
notice(inline_template("ENV<%= require 'json'; JSON.generate(['environment', 'environmentpath', 'modulepath', 'manifest'].map { |k| [k, scope['settings::' + k]] }.to_h) %>"))
"""


def run_environment():
    """The settings that describe the environment, for an environment
    staging under an environmentpath, with paths relative to it."""
    with tempfile.TemporaryDirectory() as envpath:
        staging = os.path.join(envpath, "staging")
        os.makedirs(os.path.join(staging, "modules"))
        os.makedirs(os.path.join(staging, "manifests"))
        out = subprocess.run(
            [*PUPPET, "apply", "--color=false", "--environmentpath", envpath, "--environment", "staging",
             "--basemodulepath", "", "-e", ENV_MANIFEST],
            capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            if "Scope(Class[main]): ENV" in line:
                data = json.loads(line.split("Scope(Class[main]): ENV", 1)[1])
                return {k: v.replace(envpath, "${envpath}") for k, v in data.items()}
    raise SystemExit("no environment settings in Puppet's output")


def templated(value):
    if isinstance(value, str):
        return value.replace(CERTNAME, "${certname}")
    if isinstance(value, list):
        return [templated(v) for v in value]
    if isinstance(value, dict):
        return {templated(k): templated(v) for k, v in value.items()}
    return value


def main():
    if os.geteuid() != 0:
        sys.exit("run as root: Puppet's settings differ for other users")
    data, settings = run_puppet()
    data["strict_variables_when_strict"] = run_puppet("--strict_variables")[0]["strict_variables"]
    data["environment_settings"] = run_environment()
    data["settings"] = settings
    with open("lang/facts/testdata/puppet-apply.yaml", "w") as f:
        f.write("# Recorded from Puppet 7.23 by scripts/record-node-data.py\n")
        yaml.safe_dump(data, f, sort_keys=False, default_flow_style=False, width=1000)
    with open("lang/facts/settings.yaml", "w") as f:
        f.write("# puppet apply's settings (Puppet 7.23, as root), written by\n"
                "# scripts/record-node-data.py; ${certname} is the node's certname.\n")
        yaml.safe_dump(templated(settings), f, sort_keys=False, default_flow_style=False, width=1000)


if __name__ == "__main__":
    main()
