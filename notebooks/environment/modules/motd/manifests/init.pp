# @summary Writes the message of the day, shown after a login.
#
# @param message the message
class motd (
  String $message = 'Welcome!',
) {
  file { '/etc/motd':
    ensure  => file,
    owner   => 'root',
    group   => 'root',
    mode    => '0644',
    content => "${message}\n\n${facts['networking']['fqdn']} runs ${facts['os']['name']} ${facts['os']['release']['full']}.\n",
  }
}
