# Containment, relationships, a define, a node and a stage: the three
# graphs Puppet draws for it are in graph.*.dot.
define web::site() { notify { "site ${title}": } }
class web {
  web::site { ['a', 'b']: }
  Web::Site['a'] -> Web::Site['b']
}
stage { 'pre': before => Stage['main'] }
class setup { notify { 'setup': } }
class { 'setup': stage => 'pre' }
node default {
  include web
  notify { 'after web': require => Class['web'] }
}
notify { 'top': }
notify { 'last': subscribe => Notify['top'] }
