# @summary Installs chrony's package.
class timesync::install {
  package { $timesync::package_name:
    ensure => installed,
  }
}
