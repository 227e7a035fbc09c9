# Installs the baseline packages, each pinned to installed.
class baseline::packages {
  $baseline::packages.unique.sort.each |String $name| {
    package { $name:
      ensure => installed,
      tag    => ['baseline', "pkg_${name.regsubst(/[^a-z0-9]/, '_', 'G')}"],
    }
  }
}
