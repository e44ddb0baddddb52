package dev.aesref.engines;

import dev.aesref.harness.NeedsVectorModule;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;

/**
 * Which compiled classes need the {@code jdk.incubator.vector} module, read from their class
 * files, and which test classes carry {@link NeedsVectorModule}'s tag: what
 * {@code VectorModuleTagTest} compares.
 *
 * <p>A class needs the module when it uses a type of the module; when it uses a class of the
 * library or of the tests that needs it (a test's driver, {@code nohw}'s {@code VectorBatch});
 * or, unless it asks whether the module is there ({@code IncubatorModule}, the build's
 * {@code aesref.vectorModule}), when it asks for an engine of the Vector API tier: the registry
 * by a tier name ({@link Engines#VECTOR_TIER}), {@link EngineTiers#vectorTier()}, or an engine
 * class's {@code vector...} factories other than {@code vectorTier()}, which gives nothing
 * without the module. A class that asks whether the module is there and uses it only when it is
 * (the engines, {@code IncubatorModuleTest}) does not need it.
 */
final class VectorModuleTags {

    private static final String MODULE_PACKAGE = "jdk/incubator/vector/";
    private static final String PRESENCE_CHECK = "dev/aesref/internal/ct/IncubatorModule";
    private static final String PRESENCE_PROPERTY = "aesref.vectorModule";
    private static final String TAG_DESC = Type.getDescriptor(NeedsVectorModule.class);
    private static final String JUNIT_TAG_DESC = "Lorg/junit/jupiter/api/Tag;";
    private static final Set<String> TEST_ANNOTATIONS = Set.of(
            "Lorg/junit/jupiter/api/Test;", "Lorg/junit/jupiter/params/ParameterizedTest;",
            "Lorg/junit/jupiter/api/TestFactory;", "Lorg/junit/jupiter/api/RepeatedTest;",
            "Lorg/junit/jupiter/api/TestTemplate;");

    /** What one class file says: its references, and the facts the rules above read. */
    private record Facts(Set<String> types, boolean asksForTierEngine, boolean checksPresence,
            boolean tagged, boolean hasTests) {}

    private final Map<String, Facts> classes = new HashMap<>();
    private final Map<String, String> needs = new TreeMap<>();

    /** Reads every class file under the given folders. */
    VectorModuleTags(List<Path> folders) {
        for (Path folder : folders) {
            try (Stream<Path> files = Files.walk(folder)) {
                files.filter(f -> f.toString().endsWith(".class")).forEach(this::read);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        propagate();
    }

    /** Why a class (a top-level name with its nested classes) needs the module, or null. */
    String whyNeeded(String className) {
        return needs.get(internal(className));
    }

    /** Whether a class carries the tag. */
    boolean tagged(String className) {
        Facts f = classes.get(internal(className));
        if (f == null) {
            throw new IllegalArgumentException("no class file for " + className);
        }
        return f.tagged;
    }

    /** The top-level test classes (those with a test method) in the given packages, by name. */
    List<String> testClasses(String packagePrefix) {
        Set<String> tops = new HashSet<>();
        for (Map.Entry<String, Facts> e : classes.entrySet()) {
            String name = e.getKey().replace('/', '.');
            if (e.getValue().hasTests && name.startsWith(packagePrefix)) {
                tops.add(topLevel(name));
            }
        }
        return tops.stream().sorted().toList();
    }

    /**
     * One line per class in {@code classNames} whose tag and need disagree, saying which way.
     */
    List<String> mismatches(List<String> classNames) {
        List<String> out = new ArrayList<>();
        for (String name : classNames) {
            String why = whyNeeded(name);
            boolean tagged = tagged(name);
            if (why != null && !tagged) {
                out.add(name + " needs jdk.incubator.vector (" + why + ") but has no @NeedsVectorModule");
            } else if (why == null && tagged) {
                out.add(name + " has @NeedsVectorModule but needs no jdk.incubator.vector");
            }
        }
        return out;
    }

    private void read(Path file) {
        ClassNode node = new ClassNode();
        try (InputStream in = Files.newInputStream(file)) {
            new ClassReader(in).accept(node, ClassReader.SKIP_FRAMES);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Set<String> types = new HashSet<>();
        boolean[] tier = {false};
        boolean[] presence = {false};
        boolean hasTests = false;
        addType(types, node.superName);
        for (String i : node.interfaces) {
            addType(types, i);
        }
        for (FieldNode f : node.fields) {
            addDescriptor(types, f.desc);
        }
        for (MethodNode m : node.methods) {
            addDescriptor(types, m.desc);
            hasTests |= annotated(m.visibleAnnotations, TEST_ANNOTATIONS);
            readCode(m, types, tier, presence);
        }
        classes.put(node.name, new Facts(types, tier[0], presence[0], tagged(node.visibleAnnotations), hasTests));
    }

    private static void readCode(MethodNode m, Set<String> types, boolean[] tier, boolean[] presence) {
        AbstractInsnNode previous = null;
        for (AbstractInsnNode insn = m.instructions.getFirst(); insn != null; insn = insn.getNext()) {
            if (insn.getOpcode() < 0) {
                continue; // labels, line numbers
            }
            if (insn instanceof MethodInsnNode call) {
                addType(types, call.owner);
                addDescriptor(types, call.desc);
                tier[0] |= asksForTierEngine(call, previous);
                presence[0] |= call.owner.equals(PRESENCE_CHECK);
            } else if (insn instanceof FieldInsnNode field) {
                addType(types, field.owner);
                addDescriptor(types, field.desc);
            } else if (insn instanceof TypeInsnNode type) {
                addType(types, type.desc);
            } else if (insn instanceof LdcInsnNode ldc) {
                if (ldc.cst instanceof Type t) {
                    addDescriptor(types, t.getDescriptor());
                }
                presence[0] |= PRESENCE_PROPERTY.equals(ldc.cst);
            } else if (insn instanceof InvokeDynamicInsnNode indy) {
                for (Object arg : indy.bsmArgs) {
                    if (arg instanceof org.objectweb.asm.Handle h) {
                        addType(types, h.getOwner());
                        tier[0] |= asksForTierEngine(h.getOwner(), h.getName(), null);
                    }
                }
            }
            previous = insn;
        }
    }

    private static boolean asksForTierEngine(MethodInsnNode call, AbstractInsnNode previous) {
        String constant = previous instanceof LdcInsnNode ldc && ldc.cst instanceof String s ? s : null;
        return asksForTierEngine(call.owner, call.name, constant);
    }

    /** A call that returns an engine of the Vector API tier, or throws without the module. */
    private static boolean asksForTierEngine(String owner, String method, String constantArgument) {
        if (owner.equals("dev/aesref/engines/Engines") && method.equals("byName")) {
            return constantArgument != null && Engines.VECTOR_TIER.contains(constantArgument);
        }
        if (owner.equals("dev/aesref/engines/EngineTiers")) {
            return method.equals("vectorTier");
        }
        return owner.startsWith("dev/aesref/internal/") && owner.endsWith("Engine")
                && method.startsWith("vector") && !method.equals("vectorTier");
    }

    /** The closure: a class needs the module when a class it uses does (see the class comment). */
    private void propagate() {
        for (Map.Entry<String, Facts> e : classes.entrySet()) {
            Facts f = e.getValue();
            String direct = f.types.stream().filter(t -> t.startsWith(MODULE_PACKAGE)).findFirst()
                    .map(t -> "uses " + t.replace('/', '.')).orElse(null);
            if (direct == null && f.asksForTierEngine && !f.checksPresence) {
                direct = "asks for an engine of the Vector API tier";
            }
            if (direct != null) {
                needs.put(e.getKey(), direct);
            }
        }
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Map.Entry<String, Facts> e : classes.entrySet()) {
                if (needs.containsKey(e.getKey()) || e.getValue().checksPresence) {
                    continue;
                }
                for (String t : e.getValue().types) {
                    if (!t.equals(e.getKey()) && needs.containsKey(t) && !sameTopLevel(t, e.getKey())) {
                        needs.put(e.getKey(), "uses " + t.replace('/', '.'));
                        grew = true;
                        break;
                    }
                }
            }
        }
        // A class needs the module when one of its nested classes or lambdas' classes does.
        Map<String, String> tops = new TreeMap<>();
        for (Map.Entry<String, String> e : needs.entrySet()) {
            tops.putIfAbsent(topLevel(e.getKey()), e.getValue());
        }
        needs.putAll(tops);
    }

    private static boolean sameTopLevel(String a, String b) {
        return topLevel(a).equals(topLevel(b));
    }

    private static String topLevel(String name) {
        int dollar = name.indexOf('$');
        return dollar < 0 ? name : name.substring(0, dollar);
    }

    private static String internal(String className) {
        return className.replace('.', '/');
    }

    private static boolean tagged(List<AnnotationNode> annotations) {
        if (annotations == null) {
            return false;
        }
        for (AnnotationNode a : annotations) {
            if (a.desc.equals(TAG_DESC)) {
                return true;
            }
            if (a.desc.equals(JUNIT_TAG_DESC) && a.values != null
                    && a.values.contains(NeedsVectorModule.TAG)) {
                return true;
            }
        }
        return false;
    }

    private static boolean annotated(List<AnnotationNode> annotations, Set<String> descs) {
        return annotations != null && annotations.stream().anyMatch(a -> descs.contains(a.desc));
    }

    private static void addDescriptor(Set<String> types, String desc) {
        if (desc == null) {
            return;
        }
        Type t = Type.getType(desc);
        if (t.getSort() == Type.METHOD) {
            addDescriptor(types, t.getReturnType().getDescriptor());
            for (Type arg : t.getArgumentTypes()) {
                addDescriptor(types, arg.getDescriptor());
            }
        } else if (t.getSort() == Type.ARRAY) {
            addDescriptor(types, t.getElementType().getDescriptor());
        } else if (t.getSort() == Type.OBJECT) {
            types.add(t.getInternalName());
        }
    }

    private static void addType(Set<String> types, String internalName) {
        if (internalName == null) {
            return;
        }
        if (internalName.startsWith("[")) {
            addDescriptor(types, internalName);
        } else {
            types.add(internalName);
        }
    }
}
