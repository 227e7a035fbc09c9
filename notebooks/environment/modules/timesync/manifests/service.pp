# @summary Keeps chrony's service running (or stopped).
class timesync::service {
  $ensure = $timesync::enable ? {
    true  => 'running',
    false => 'stopped',
  }
  service { $timesync::service_name:
    ensure => $ensure,
    enable => $timesync::enable,
  }
}
