file { '/tmp/a': }
file { '/tmp/b': mode => '0644' }
File <| |> { mode => '0600' }
notice(File['/tmp/a']['mode'], File['/tmp/b']['mode'])
class k { notice(File['/tmp/b']['mode']) }
d { 'x': }
define d() { notice(File['/tmp/b']['mode']) }
