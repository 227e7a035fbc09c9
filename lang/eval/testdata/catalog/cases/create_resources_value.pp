$x = create_resources('notify', {'a' => {}})
notice($x)
