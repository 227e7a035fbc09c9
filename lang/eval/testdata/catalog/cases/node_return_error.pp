notice('main')
node default {
  notice('node')
  return()
  notice('after')
}
