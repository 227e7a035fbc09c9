class demo_nest {
  $items = ['a', 'b']
  notice(template('demo/outer.erb'))
}
include demo_nest
