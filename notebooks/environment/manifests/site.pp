# The main manifest: which role each node plays.
node 'web1.example.com', 'web2.example.com' {
  include role::webserver
}

node default {
  include role::base
}
