# The home directory of a user: service accounts live under /srv.
function baseline::home(String[1] $user) >> String {
  $user ? {
    /^(deploy|svc_)/ => "/srv/${user}",
    default          => "/home/${user}",
  }
}
