# One user: the account, its home directory and its authorized keys.
define baseline::account (
  Integer[1000] $uid,
  Array[String[1]] $groups,
  Baseline::Shell $shell,
  Array[String] $keys,
  String $comment = '',
) {
  $home = baseline::home($title)
  user { $title:
    ensure     => present,
    uid        => $uid,
    gid        => $groups[0],
    groups     => $groups,
    shell      => $shell,
    home       => $home,
    comment    => $comment,
    managehome => true,
    require    => Group[$groups],
  }
  file { [$home, "${home}/.ssh"]:
    ensure  => directory,
    owner   => $title,
    group   => $groups[0],
    mode    => '0700',
    require => User[$title],
  }
  file { "${home}/.ssh/authorized_keys":
    ensure  => file,
    owner   => $title,
    mode    => '0600',
    content => epp('baseline/authorized_keys.epp', { 'user' => $title, 'keys' => $keys }),
  }
}
