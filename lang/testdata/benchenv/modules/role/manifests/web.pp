# The role of the web servers.
class role::web {
  include profile::web
}
