package resourcetypes

// descriptions says in a sentence or two what each built-in type is for.
// They are shown by the explorers (:types, :doc); builtin.go carries only
// data, so a type added there without a line here fails the tests.
var descriptions = map[string]string{
	"component": "The type the catalog gives to classes and defined-type instances. " +
		"It manages nothing itself; it groups the resources declared inside a class or define.",
	"exec": "Runs a command on the node, optionally only when a condition holds " +
		"(creates, onlyif, unless) or only when notified by another resource (refreshonly).",
	"file": "Manages a file, directory or symbolic link: whether it exists, " +
		"its content or source, and its owner, group and mode.",
	"filebucket": "Names a place where file contents are kept by checksum, " +
		"so that files Puppet replaces can be backed up and restored.",
	"group": "Manages a group account on the node: whether it exists and its gid.",
	"notify": "Logs a message when the catalog is applied. " +
		"It reports a change every time it runs.",
	"package": "Manages a software package through the node's packaging system: " +
		"whether it is installed, which version, and which provider installs it.",
	"resources": "Acts on all the resources of another type at once, " +
		"for instance to remove those the catalog does not declare (purge).",
	"schedule": "Defines a time window and repetition that other resources can name " +
		"in their schedule metaparameter to limit when they are applied.",
	"service": "Manages a system service: whether it is running now, " +
		"whether it starts at boot, and how it is restarted when notified.",
	"stage": "Declares a run stage. Classes assigned to a stage with the stage metaparameter " +
		"are applied in the order the stages are related to one another.",
	"tidy": "Removes files under a directory that match criteria such as age, " +
		"size or name pattern; a file matching any of them is removed.",
	"user": "Manages a user account on the node: whether it exists, " +
		"its uid, groups, home directory, shell and password.",
	"whit": "An internal marker the catalog uses to anchor the start and end of classes " +
		"and stages in the relationship graph; it is not meant to be declared in manifests.",
}
