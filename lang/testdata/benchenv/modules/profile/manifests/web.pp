# A web front end.
class profile::web {
  include profile::base
  include webstack
  $count = lookup('webstack::vhosts').length
  notify { "profile::web serves ${count} sites": }
}
