# Groups, then one account per user with its home and keys.
class baseline::accounts {
  $groups = $baseline::users.map |$name, $u| { $u['groups'] }.flatten.unique.sort
  $groups.each |$g| {
    group { $g:
      ensure => present,
      system => $g ? { 'staff' => false, default => true },
    }
  }
  $baseline::users.each |String $name, Baseline::User $u| {
    baseline::account { $name:
      uid     => $u['uid'],
      groups  => $u['groups'],
      shell   => $u['shell'],
      keys    => $u['keys'],
      comment => $u['comment'],
    }
  }
}
