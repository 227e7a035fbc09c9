# The baseline every host gets: packages, users, kernel settings, time
# and the message of the day, all from Hiera.
class baseline (
  Array[String[1]] $packages,
  Hash[String[1], Baseline::User] $users,
  Hash[String[1], Variant[Integer, String]] $sysctl,
  String $motd,
  Array[String[1], 1] $ntp_servers,
) {
  contain baseline::packages
  contain baseline::accounts
  contain baseline::kernel
  contain baseline::time

  file { '/etc/motd':
    ensure  => file,
    owner   => 'root',
    group   => 'root',
    mode    => '0644',
    content => epp('baseline/motd.epp', { 'motd' => $motd, 'packages' => $packages.length, 'users' => $users.keys.sort }),
  }

  Class['baseline::packages'] -> Class['baseline::accounts']
}
