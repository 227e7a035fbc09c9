notice($settings::no_such_setting)
