# @summary A web server of the site.
class role::webserver {
  include profile::base
  include profile::web
}
