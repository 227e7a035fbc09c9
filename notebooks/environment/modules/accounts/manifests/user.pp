# @summary One user account: its group, the user and a home directory.
#
# @param uid     the user's (and its group's) numeric id
# @param comment the user's full name
# @param shell   the login shell
# @param groups  further groups the user belongs to
# @param ensure  present or absent
define accounts::user (
  Integer[1000]             $uid,
  String                    $comment = '',
  String[1]                 $shell   = '/bin/bash',
  Array[String[1]]          $groups  = [],
  Enum['present', 'absent'] $ensure  = 'present',
) {
  assert_type(Accounts::Username, $title)

  $home = "/home/${title}"

  group { $title:
    ensure => $ensure,
    gid    => $uid,
  }

  user { $title:
    ensure     => $ensure,
    uid        => $uid,
    gid        => $uid,
    comment    => $comment,
    shell      => $shell,
    groups     => $groups,
    home       => $home,
    managehome => true,
  }

  $home_ensure = $ensure ? {
    'present' => 'directory',
    default   => 'absent',
  }
  file { $home:
    ensure => $home_ensure,
    owner  => $uid,
    group  => $uid,
    mode   => '0750',
  }

  if $ensure == 'present' {
    Group[$title] -> User[$title] -> File[$home]
  } else {
    File[$home] -> User[$title] -> Group[$title]
  }
}
